import { memo, type KeyboardEvent } from 'react';
import { NODE_HEIGHT, NODE_WIDTH, type PlacedNode } from './chartLayout';
import type { ChartPalette } from './chartPalette';
import type { PositionTreeNode } from './positionTree';
import { measureText, wrapText } from './textFit';

export interface NodeTexts {
  /** "3 personas" / "Vacante" */
  people: (node: PositionTreeNode) => string;
  /** "Equipo: 40" (only for nodes with positions below) */
  team: (node: PositionTreeNode) => string;
  /** tooltip and accessible name */
  describe: (node: PositionTreeNode) => string;
  expand: (node: PositionTreeNode) => string;
  collapse: (node: PositionTreeNode) => string;
}

interface Props {
  placed: PlacedNode;
  palette: ChartPalette;
  texts: NodeTexts;
  /** matches the search text */
  highlighted: boolean;
  /** its collaborators are shown in the drawer, or it is the search result chosen */
  selected: boolean;
  onOpen: (node: PositionTreeNode) => void;
  onToggle: (node: PositionTreeNode) => void;
}

const NAME_X = 58;
const NAME_MAX_WIDTH = NODE_WIDTH - NAME_X - 14;
const NAME_SIZE = 14;
const SMALL_SIZE = 12;

const onKeys = (action: () => void) => (e: KeyboardEvent) => {
  if (e.key === 'Enter' || e.key === ' ') {
    e.preventDefault();
    e.stopPropagation();
    action();
  }
};

/** A position's box: icon, name on up to two lines, people holding it, and the expand/collapse button below. */
export const PositionNodeBox = memo(function PositionNodeBox({ placed, palette, texts, highlighted, selected, onOpen, onToggle }: Props) {
  const { node, x, y, expanded } = placed;
  const font = `600 ${NAME_SIZE}px ${palette.font}`;
  const lines = wrapText(node.name, NAME_MAX_WIDTH, (s) => measureText(s, font));
  const vacant = node.usersCount === 0;
  const border = selected ? palette.accentText : highlighted ? palette.accent : palette.boxBorder;
  const nameTop = lines.length > 1 ? 28 : 36;
  const hasChildren = node.children.length > 0;

  return (
    <g
      transform={`translate(${x},${y})`}
      data-testid="orgchart-node"
      data-position={node.name}
      data-highlighted={highlighted || undefined}
      data-selected={selected || undefined}
      data-expanded={hasChildren ? String(expanded) : undefined}
    >
      <g
        role="button"
        tabIndex={0}
        aria-label={texts.describe(node)}
        style={{ cursor: 'pointer', outline: 'none' }}
        onClick={() => onOpen(node)}
        onKeyDown={onKeys(() => onOpen(node))}
      >
        <title>{texts.describe(node)}</title>
        <rect
          width={NODE_WIDTH}
          height={NODE_HEIGHT}
          rx={12}
          fill={highlighted || selected ? palette.accentSoft : palette.box}
          stroke={border}
          strokeWidth={highlighted || selected ? 2 : 1}
          filter="url(#orgchart-shadow)"
        />
        <circle cx={32} cy={NODE_HEIGHT / 2 - 4} r={18} fill={highlighted || selected ? palette.box : palette.accentSoft} />
        <g fill={palette.accentText}>
          <circle cx={32} cy={NODE_HEIGHT / 2 - 10} r={5} />
          <path d={`M${32 - 9},${NODE_HEIGHT / 2 + 5}a9,8 0 0 1 18,0z`} />
        </g>
        <text x={NAME_X} y={nameTop} fontFamily={palette.font} fontSize={NAME_SIZE} fontWeight={600} fill={palette.text}>
          {lines.map((line, i) => (
            <tspan key={i} x={NAME_X} dy={i === 0 ? 0 : NAME_SIZE + 4}>
              {line}
            </tspan>
          ))}
        </text>
        <text x={NAME_X} y={NODE_HEIGHT - 16} fontFamily={palette.font} fontSize={SMALL_SIZE} fill={vacant ? palette.vacant : palette.textSecondary} fontStyle={vacant ? 'italic' : undefined}>
          {texts.people(node)}
        </text>
        {hasChildren ? (
          <text x={NODE_WIDTH - 14} y={NODE_HEIGHT - 16} textAnchor="end" fontFamily={palette.font} fontSize={SMALL_SIZE} fill={palette.textSecondary}>
            {texts.team(node)}
          </text>
        ) : null}
      </g>
      {hasChildren ? (
        <g
          role="button"
          tabIndex={0}
          aria-label={expanded ? texts.collapse(node) : texts.expand(node)}
          aria-expanded={expanded}
          data-testid="orgchart-toggle"
          // the exported image keeps the "N hidden below" badges, not the collapse buttons
          data-export={expanded ? 'skip' : undefined}
          transform={`translate(${NODE_WIDTH / 2},${NODE_HEIGHT})`}
          style={{ cursor: 'pointer', outline: 'none' }}
          onClick={(e) => {
            e.stopPropagation();
            onToggle(node);
          }}
          onKeyDown={onKeys(() => onToggle(node))}
        >
          <title>{expanded ? texts.collapse(node) : texts.expand(node)}</title>
          <circle r={12} fill={expanded ? palette.box : palette.accentText} stroke={expanded ? palette.boxBorder : palette.accentText} />
          {expanded ? (
            <path d="M-5,0H5" stroke={palette.textSecondary} strokeWidth={2} strokeLinecap="round" />
          ) : (
            <text y={4} textAnchor="middle" fontFamily={palette.font} fontSize={11} fontWeight={600} fill="#ffffff">
              {node.children.length}
            </text>
          )}
        </g>
      ) : null}
    </g>
  );
});
