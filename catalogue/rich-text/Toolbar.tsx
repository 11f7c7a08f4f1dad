/**
 * The built-in toolbar: real buttons (`aria-pressed` for formats), a text type select and a
 * colour input, in a `role="toolbar"` with one tab stop and arrow-key navigation between its
 * controls (WAI-ARIA toolbar pattern).
 */
import {
  AlignCenter,
  AlignJustify,
  AlignLeft,
  AlignRight,
  BetweenHorizontalEnd,
  BetweenVerticalEnd,
  Bold,
  CodeXml,
  Grid2x2X,
  Image,
  Italic,
  Link,
  List,
  ListOrdered,
  ListChecks as TaskListIcon,
  Quote,
  Radical,
  Redo2,
  Sigma,
  Strikethrough,
  Table,
  TableColumnsSplit,
  TableRowsSplit,
  Underline,
  Undo2,
  type LucideIcon,
} from 'lucide-react';
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { ActiveFormats } from './active.ts';
import type { CommandArgs } from './commands.ts';
import type { ToolbarFlag } from './definition.ts';
import type { PanelKind } from './Panel.tsx';
import type { RichTextTexts } from './texts.ts';

export interface ToolbarProps {
  flags: Readonly<Record<ToolbarFlag, boolean>>;
  active: ActiveFormats;
  texts: RichTextTexts;
  wrap: boolean;
  /** Id of the editable area the toolbar acts on. */
  controls: string;
  onCommand: (name: string, args?: CommandArgs) => void;
  onPanel: (kind: PanelKind) => void;
}

interface Tool {
  id: string;
  /** Starts a new group (a little space before it). */
  group?: boolean;
  render: (common: ToolCommon) => ReactNode;
}
interface ToolCommon {
  'data-tool': string;
  /** `start` on the first control of a group (CSS leaves a gap before it). */
  'data-group': 'start' | undefined;
  tabIndex: number;
  onFocus: () => void;
}

const HEX = /^#[0-9a-f]{6}$/i;
const LEVELS = [1, 2, 3, 4, 5, 6];

/** Keeps the editor's selection when a button is pressed with the mouse. */
const keepSelection = (event: { preventDefault(): void }) => event.preventDefault();

function button(
  id: string,
  label: string,
  Icon: LucideIcon,
  onClick: () => void,
  state: { pressed?: boolean; disabled?: boolean; group?: boolean } = {},
): Tool {
  return {
    id,
    group: state.group,
    render: (common) => (
      <button
        {...common}
        key={id}
        type="button"
        className="b-rich-text-tool"
        aria-label={label}
        title={label}
        aria-pressed={state.pressed}
        // aria-disabled rather than disabled: the control stays reachable with the arrow keys.
        aria-disabled={state.disabled || undefined}
        onMouseDown={keepSelection}
        onClick={state.disabled ? undefined : onClick}
      >
        <Icon aria-hidden="true" focusable="false" size={16} />
      </button>
    ),
  };
}

/** The tools the flags keep, in toolbar order. */
function tools({ flags, active, texts, onCommand, onPanel }: ToolbarProps): Tool[] {
  const list: Tool[] = [];
  const run = (name: string, args?: CommandArgs) => () => onCommand(name, args);
  if (flags.toolbarTextType)
    list.push({
      id: 'textType',
      render: (common) => (
        <select
          {...common}
          key="textType"
          className="b-rich-text-select"
          aria-label={texts.textType}
          value={String(active.heading)}
          onChange={(event) => {
            const level = Number(event.target.value);
            onCommand(level === 0 ? 'setParagraph' : 'setHeading', { level });
          }}
        >
          <option value="0">{texts.paragraph}</option>
          {LEVELS.map((level) => (
            <option key={level} value={String(level)}>
              {texts.heading(level)}
            </option>
          ))}
        </select>
      ),
    });
  const marks: Array<[ToolbarFlag, string, string, LucideIcon, boolean]> = [
    ['toolbarBold', 'bold', texts.bold, Bold, active.bold],
    ['toolbarItalic', 'italic', texts.italic, Italic, active.italic],
    ['toolbarUnderline', 'underline', texts.underline, Underline, active.underline],
    ['toolbarStrike', 'strike', texts.strike, Strikethrough, active.strike],
  ];
  marks
    .filter(([flag]) => flags[flag])
    .forEach(([, id, label, Icon, pressed], i) =>
      list.push(
        button(id, label, Icon, run(`toggle${id[0]!.toUpperCase()}${id.slice(1)}`), {
          pressed,
          group: i === 0,
        }),
      ),
    );
  const aligns: Array<[ToolbarFlag, ActiveFormats['align'], string, LucideIcon]> = [
    ['toolbarAlignLeft', 'left', texts.alignLeft, AlignLeft],
    ['toolbarAlignCenter', 'center', texts.alignCenter, AlignCenter],
    ['toolbarAlignRight', 'right', texts.alignRight, AlignRight],
    ['toolbarAlignJustify', 'justify', texts.alignJustify, AlignJustify],
  ];
  aligns
    .filter(([flag]) => flags[flag])
    .forEach(([, align, label, Icon], i) =>
      list.push(
        button(`align-${align}`, label, Icon, run('setTextAlign', { align }), {
          pressed: active.align === align,
          group: i === 0,
        }),
      ),
    );
  if (flags.toolbarTextColor)
    list.push({
      id: 'textColor',
      group: true,
      render: (common) => (
        <input
          {...common}
          key="textColor"
          type="color"
          className="b-rich-text-color"
          aria-label={texts.textColor}
          title={texts.textColor}
          value={HEX.test(active.color) ? active.color : '#000000'}
          onChange={(event) => onCommand('setColor', { color: event.target.value })}
        />
      ),
    });
  const lists: Array<[ToolbarFlag, string, string, LucideIcon, boolean]> = [
    ['toolbarBulletList', 'toggleBulletList', texts.bulletList, List, active.bulletList],
    ['toolbarOrderedList', 'toggleOrderedList', texts.orderedList, ListOrdered, active.orderedList],
    ['toolbarTaskList', 'toggleTaskList', texts.taskList, TaskListIcon, active.taskList],
  ];
  lists
    .filter(([flag]) => flags[flag])
    .forEach(([, name, label, Icon, pressed], i) =>
      list.push(button(name, label, Icon, run(name), { pressed, group: i === 0 })),
    );
  if (flags.toolbarTable) {
    list.push(button('insertTable', texts.insertTable, Table, run('insertTable'), { group: true }));
    // Row and column tools only while the caret is in a table.
    if (active.table)
      list.push(
        button('addRowAfter', texts.addRow, BetweenHorizontalEnd, run('addRowAfter')),
        button('addColumnAfter', texts.addColumn, BetweenVerticalEnd, run('addColumnAfter')),
        button('deleteRow', texts.deleteRow, TableRowsSplit, run('deleteRow')),
        button('deleteColumn', texts.deleteColumn, TableColumnsSplit, run('deleteColumn')),
        button('deleteTable', texts.deleteTable, Grid2x2X, run('deleteTable')),
      );
  }
  const inserts: Array<[ToolbarFlag, Tool]> = [
    [
      'toolbarLink',
      button('link', texts.link, Link, () => onPanel('link'), { pressed: active.link }),
    ],
    ['toolbarImage', button('image', texts.image, Image, () => onPanel('image'))],
    [
      'toolbarCodeBlock',
      button('toggleCodeBlock', texts.codeBlock, CodeXml, run('toggleCodeBlock'), {
        pressed: active.codeBlock,
      }),
    ],
    [
      'toolbarQuote',
      button('toggleBlockquote', texts.quote, Quote, run('toggleBlockquote'), {
        pressed: active.blockquote,
      }),
    ],
    [
      'toolbarInlineMath',
      button('inlineMath', texts.inlineMath, Radical, () => onPanel('inlineMath')),
    ],
    ['toolbarBlockMath', button('blockMath', texts.blockMath, Sigma, () => onPanel('blockMath'))],
  ];
  inserts
    .filter(([flag]) => flags[flag])
    .forEach(([, tool], i) => list.push({ ...tool, group: i === 0 }));
  if (flags.toolbarUndo)
    list.push(
      button('undo', texts.undo, Undo2, run('undo'), { disabled: !active.canUndo, group: true }),
    );
  if (flags.toolbarRedo)
    list.push(
      button('redo', texts.redo, Redo2, run('redo'), {
        disabled: !active.canRedo,
        group: !flags.toolbarUndo,
      }),
    );
  return list;
}

const MOVES: Readonly<Record<string, (index: number, count: number) => number>> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

export function Toolbar(props: ToolbarProps) {
  const list = tools(props);
  const ids = list.map((tool) => tool.id);
  const [current, setCurrent] = useState<string | null>(null);
  const tabStop = current !== null && ids.includes(current) ? current : ids[0];
  const bar = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = Object.hasOwn(MOVES, event.key) ? MOVES[event.key] : undefined;
    if (!move || ids.length === 0) return;
    const from = (event.target as HTMLElement).closest('[data-tool]')?.getAttribute('data-tool');
    const next = ids[move(Math.max(0, ids.indexOf(from ?? tabStop ?? '')), ids.length)]!;
    // Also keeps a focused select from changing value on Left/Right.
    event.preventDefault();
    setCurrent(next);
    bar.current?.querySelector<HTMLElement>(`[data-tool="${next}"]`)?.focus();
  };

  if (list.length === 0) return null;
  return (
    <div
      ref={bar}
      role="toolbar"
      aria-label={props.texts.toolbar}
      aria-controls={props.controls}
      className="b-rich-text-toolbar"
      data-wrap={props.wrap ? 'true' : 'false'}
      onKeyDown={onKeyDown}
    >
      {list.map((tool) =>
        tool.render({
          'data-tool': tool.id,
          'data-group': tool.group ? 'start' : undefined,
          tabIndex: tool.id === tabStop ? 0 : -1,
          onFocus: () => setCurrent(tool.id),
        }),
      )}
    </div>
  );
}
