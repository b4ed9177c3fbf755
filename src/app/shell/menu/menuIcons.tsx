import {
  ApartmentOutlined,
  AppstoreOutlined,
  BankOutlined,
  CalendarOutlined,
  ClockCircleOutlined,
  ClusterOutlined,
  ContactsOutlined,
  DashboardOutlined,
  FolderOutlined,
  NotificationOutlined,
  PartitionOutlined,
  ProfileOutlined,
  UnorderedListOutlined,
  UserDeleteOutlined,
  QuestionCircleOutlined,
  ScheduleOutlined,
  SettingOutlined,
  SolutionOutlined,
  TagsOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

/** Icon names used by resources (`menu.icon`) and menu groups. */
const ICONS: Record<string, () => ReactNode> = {
  dashboard: () => <DashboardOutlined />,
  team: () => <TeamOutlined />,
  // the Team group: distinct from its Collaborators item (icon `team`)
  teamGroup: () => <ContactsOutlined />,
  collaborators: () => <SolutionOutlined />,
  company: () => <BankOutlined />,
  communication: () => <NotificationOutlined />,
  users: () => <UserOutlined />,
  settings: () => <SettingOutlined />,
  help: () => <QuestionCircleOutlined />,
  schedule: () => <ScheduleOutlined />,
  tags: () => <TagsOutlined />,
  apartment: () => <ApartmentOutlined />,
  cluster: () => <ClusterOutlined />,
  calendar: () => <CalendarOutlined />,
  folder: () => <FolderOutlined />,
  clock: () => <ClockCircleOutlined />,
  orgChart: () => <PartitionOutlined />,
  offboarded: () => <UserDeleteOutlined />,
  record: () => <ProfileOutlined />,
  lists: () => <UnorderedListOutlined />,
};

export const menuIcon = (name: string | undefined): ReactNode => (ICONS[name ?? ''] ?? (() => <AppstoreOutlined />))();
