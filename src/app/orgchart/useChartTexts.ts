import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { NodeTexts } from './PositionNodeBox';

/** The boxes' texts in the current language (plural forms from i18next). */
export function useChartTexts(): NodeTexts {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useMemo<NodeTexts>(() => {
    const people = (n: { usersCount: number }) => (n.usersCount === 0 ? t('orgchart.node.vacant') : t('orgchart.node.people', { count: n.usersCount }));
    return {
      people,
      team: (n) => t('orgchart.node.team', { count: n.teamCount }),
      describe: (n) => t('orgchart.node.describe', { name: n.name, people: people(n), team: n.teamCount }),
      expand: (n) => t('orgchart.node.expand', { name: n.name, children: n.children.length }),
      collapse: (n) => t('orgchart.node.collapse', { name: n.name }),
    };
    // the language is named so a switch rebuilds the texts
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [t, language]);
}
