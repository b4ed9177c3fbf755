import { Avatar } from 'antd';

const COLORS = ['#39e489', '#1677ff', '#fa8c16', '#722ed1', '#13c2c2', '#eb2f96', '#52c41a', '#faad14'];

/** A stable colour per person, so the same initials look the same everywhere. */
const colorOf = (seed: string) => COLORS[[...seed].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7) % COLORS.length];

/** The collaborator's picture, or their initials on a colour. */
export function CollaboratorAvatar({ person, size = 32 }: { person: { id?: unknown; firstName?: unknown; lastName?: unknown; imageUrl?: unknown }; size?: number }) {
  const initials = `${String(person.firstName ?? '').charAt(0)}${String(person.lastName ?? '').charAt(0)}`.toUpperCase();
  if (typeof person.imageUrl === 'string' && person.imageUrl) return <Avatar size={size} src={person.imageUrl} alt={initials} />;
  return (
    <Avatar size={size} style={{ background: colorOf(String(person.id ?? initials)), flex: 'none', fontSize: size * 0.4 }}>
      {initials}
    </Avatar>
  );
}
