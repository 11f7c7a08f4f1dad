/**
 * Style groups drawn as one editor: margins and paddings as a box, borders per side with the
 * corner radii, and the shadow builder. Each value is still its own row (`data-field`, marker,
 * reset, binding), so overrides work the same as everywhere else.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PropertyDefinition } from '@catalogue/define.ts';
import { ShadowField } from '../../fields/ShadowField.tsx';
import type { Composite } from './properties.ts';
import { PropertyRow } from './PropertyRow.tsx';

export interface CompositeProps {
  pageId: string;
  elementId: string;
  /** The group's visible properties (hidden conditions applied). */
  names: readonly string[];
  properties: Readonly<Record<string, PropertyDefinition>>;
}

const SIDES = ['Top', 'Right', 'Bottom', 'Left'] as const;
type Side = (typeof SIDES)[number];
const sideKey = (side: Side) => `sidebar.border.${side.toLowerCase()}`;

function Row({
  name,
  shortLabel,
  className,
  ...props
}: Omit<CompositeProps, 'names'> & { name: string; shortLabel?: string; className?: string }) {
  const property = props.properties[name];
  if (!property) return null;
  return (
    <PropertyRow
      pageId={props.pageId}
      elementId={props.elementId}
      section="style"
      name={name}
      property={property}
      shortLabel={shortLabel}
      className={className}
      editor={name === 'boxShadow' ? ShadowField : undefined}
    />
  );
}

/** Margin around padding around the content, one length per side. */
function SpacingBox(props: CompositeProps) {
  const { t } = useTranslation();
  const box = (kind: 'margin' | 'padding') => (
    <div className={`sidebar-box sidebar-box-${kind}`}>
      <span className="sidebar-box-title">{t(`sidebar.spacing.${kind}`)}</span>
      {SIDES.map((side) => {
        const name = `${kind}${side}`;
        if (!props.names.includes(name)) return null;
        return (
          <Row
            key={name}
            {...props}
            name={name}
            shortLabel={t(sideKey(side))}
            className={`sidebar-box-${side.toLowerCase()}`}
          />
        );
      })}
    </div>
  );
  return (
    <div className="sidebar-spacing">
      {box('margin')}
      {box('padding')}
    </div>
  );
}

/** Width, style and colour of the side chosen, then the four corner radii. */
function BorderEditor(props: CompositeProps) {
  const { t } = useTranslation();
  const [side, setSide] = useState<Side>('Top');
  return (
    <div className="sidebar-border">
      <div className="field-segmented" role="radiogroup" aria-label={t('sidebar.border.side')}>
        {SIDES.map((s) => (
          <button
            key={s}
            type="button"
            role="radio"
            aria-checked={s === side}
            onClick={() => setSide(s)}
          >
            {t(sideKey(s))}
          </button>
        ))}
      </div>
      {['Width', 'Style', 'Color'].map((part) => {
        const name = `border${side}${part}`;
        return props.names.includes(name) ? <Row key={name} {...props} name={name} /> : null;
      })}
      <p className="sidebar-subtitle">{t('sidebar.border.radius')}</p>
      <div className="sidebar-grid">
        {['TopLeft', 'TopRight', 'BottomLeft', 'BottomRight'].map((corner) => {
          const name = `border${corner}Radius`;
          return props.names.includes(name) ? <Row key={name} {...props} name={name} /> : null;
        })}
      </div>
    </div>
  );
}

/** The rows of a group in order (background, typography), the shadow with its builder. */
function Rows(props: CompositeProps) {
  return (
    <>
      {props.names.map((name) => (
        <Row key={name} {...props} name={name} />
      ))}
    </>
  );
}

export function CompositeEditor({
  composite,
  ...props
}: CompositeProps & { composite: Composite }) {
  if (composite === 'spacing') return <SpacingBox {...props} />;
  if (composite === 'border') return <BorderEditor {...props} />;
  return <Rows {...props} />;
}
