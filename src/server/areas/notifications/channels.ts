import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema';

/** The channels of configuration.notifications (spec §3), each with sms, email and dashboard flags. */
export const NOTIFICATION_CHANNELS = ['possibleSymptoms', 'employeeAbsences', 'employeePayroll', 'documentSignature', 'birthday'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
export interface ChannelFlags { sms: boolean; email: boolean; dashboard: boolean }

/** Unset flags: in the dashboard only (mail and SMS are what a company chooses to add). */
const DEFAULT_FLAGS: ChannelFlags = { sms: false, email: false, dashboard: true };

/** How the company wants to hear of one kind of event. */
export async function channelFlags(db: Db, companyId: string, channel: NotificationChannel): Promise<ChannelFlags> {
  const [row] = await db.select({ configuration: companies.configuration }).from(companies).where(eq(companies.id, companyId));
  const config = (row?.configuration as { notifications?: Record<string, Partial<ChannelFlags>> } | undefined)?.notifications?.[channel] ?? {};
  return {
    sms: typeof config.sms === 'boolean' ? config.sms : DEFAULT_FLAGS.sms,
    email: typeof config.email === 'boolean' ? config.email : DEFAULT_FLAGS.email,
    dashboard: typeof config.dashboard === 'boolean' ? config.dashboard : DEFAULT_FLAGS.dashboard,
  };
}
