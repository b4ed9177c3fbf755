import { describe, expect, it } from 'vitest';
import { buildMenu, groupsOfKey, type MenuNode } from '../../../../../src/app/shell/menu/menuModel';
import { AREA_PAGES } from '../../../../../src/app/areaPages';
import { RESOURCES } from '../../../../../resources';

type Group = Extract<MenuNode, { kind: 'group' }>;
const everything = new Set([...RESOURCES.map((r) => r.name), ...AREA_PAGES.map((p) => p.key)]);
const team = (allowed: ReadonlySet<string> = everything): Group =>
  buildMenu(allowed, RESOURCES, AREA_PAGES, { reviewsApprovals: true, novelties: true }).find((n) => n.key === 'team') as Group;
const entry = (group: Group, key: string): Group => group.children.find((c) => c.key === key) as Group;
const targets = (group: Group): string[] => group.children.map((c) => c.key);

describe('Team menu grouped as spec §2 (Licenses and Reports)', () => {
  it('keeps the spec order and gathers absences under Licenses and every report under Reports', () => {
    const keys = targets(team());
    expect(keys.indexOf('/team')).toBe(0);
    expect(keys.indexOf('/team/casualtylist')).toBeLessThan(keys.indexOf('team.licenses'));
    expect(keys.indexOf('team.licenses')).toBeLessThan(keys.indexOf('team.reports'));
    expect(keys.indexOf('team.reports')).toBeLessThan(keys.indexOf('/novelties'));
    expect(targets(entry(team(), 'team.licenses'))).toEqual(expect.arrayContaining(['/requests', '/reasons', '/absences/dashboard', '/team/timeline']));
    expect(targets(entry(team(), 'team.reports'))).toEqual(expect.arrayContaining(['/reports', '/shifts-reports', '/absences-reports', '/reports/collaborators', '/nomine', '/error-reports', '/ots-reports']));
    // nothing that is a report or a licence stays loose in Team
    expect(keys.filter((k) => k.includes('report') || k === '/nomine' || k === '/requests')).toEqual(['team.reports']);
    expect(keys.length).toBeLessThan(14);
  });

  it('shows a sub-menu only with what the user may open, and none when nothing is left in it', () => {
    const onlyDayoffs = team(new Set(['users', 'dayoffs']));
    expect(targets(onlyDayoffs)).toEqual(['/team', 'team.licenses']);
    expect(targets(entry(onlyDayoffs, 'team.licenses'))).toEqual(['/requests']);
  });

  it('opens the group and the sub-menu of a page reached by its address', () => {
    expect(groupsOfKey('/nomine')).toEqual(['team', 'team.reports']);
    expect(groupsOfKey('/team')).toEqual(['team']);
    expect(groupsOfKey('/nowhere')).toEqual([]);
  });
});
