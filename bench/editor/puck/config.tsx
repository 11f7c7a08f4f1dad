/**
 * Puck (`@puckeditor/core` 0.23) configured with the same four components as the benchmark page,
 * the way its documentation builds layouts: flex containers (band, row, card) whose children
 * are a slot field, and Text, Image and Button with their fields. Every component is `inline`
 * (its own root takes Puck's drag ref), so Puck adds no wrapper and the page's DOM and CSS are
 * the canvas's (class `e-{id}`).
 */
import type { ComponentConfig, Config, Data, Slot } from '@puckeditor/core';
import type { BenchNode } from '../page-tree.ts';

interface Props {
  Band: { items: Slot };
  Row: { items: Slot };
  Card: { items: Slot };
  Text: { text: string; tag: 'h2' | 'h3' | 'p' };
  Image: { src: string; alt: string };
  Button: { text: string };
}

/**
 * A flex container whose slot takes `allow` (a band: headings and rows; a row: cards; a card:
 * its content), as a Puck site types its layout: a card dragged over another card then moves
 * among the row's cards instead of going inside one.
 */
function flexComponent(allow: string[]): ComponentConfig<{ items: Slot }> {
  return {
    inline: true,
    fields: { items: { type: 'slot', allow } },
    render: ({ id, items: Items, puck }) => (
      <Items as="div" className={`e-${id}`} ref={puck.dragRef} minEmptyHeight={48} />
    ),
  };
}

export const puckConfig: Config<Props> = {
  root: {
    render: ({ children }) => (
      <section id="main" data-section="main" className="s-main">
        {children}
      </section>
    ),
  },
  components: {
    Band: flexComponent(['Text', 'Row']),
    Row: flexComponent(['Card']),
    Card: flexComponent(['Image', 'Text', 'Button']),
    Text: {
      inline: true,
      fields: {
        text: { type: 'text' },
        tag: {
          type: 'select',
          options: [
            { label: 'Heading 2', value: 'h2' },
            { label: 'Heading 3', value: 'h3' },
            { label: 'Paragraph', value: 'p' },
          ],
        },
      },
      render: ({ id, text, tag: Tag, puck }) => (
        <Tag ref={puck.dragRef} className={`e-${id}`}>
          {text}
        </Tag>
      ),
    },
    Image: {
      inline: true,
      fields: { src: { type: 'text' }, alt: { type: 'text' } },
      render: ({ id, src, alt, puck }) => (
        <img
          ref={puck.dragRef}
          className={`e-${id}`}
          src={src}
          alt={alt}
          loading="lazy"
          style={{ objectFit: 'cover' }}
        />
      ),
    },
    Button: {
      inline: true,
      fields: { text: { type: 'text' } },
      render: ({ id, text, puck }) => (
        <button ref={puck.dragRef} className={`e-${id}`} type="button">
          {text}
        </button>
      ),
    },
  },
};

type Item = Data<Props>['content'][number];

function toItem(node: BenchNode): Item {
  const base = { id: node.id };
  switch (node.kind) {
    case 'box': {
      const type = node.role === 'band' ? 'Band' : node.role === 'row' ? 'Row' : 'Card';
      return { type, props: { ...base, items: node.children.map(toItem) } } as Item;
    }
    case 'text':
      return { type: 'Text', props: { ...base, text: node.text, tag: node.tag } };
    case 'image':
      return { type: 'Image', props: { ...base, src: node.src, alt: node.alt } };
    case 'button':
      return { type: 'Button', props: { ...base, text: node.text } };
  }
}

/** The benchmark page as Puck data. */
export function puckData(roots: BenchNode[]): Data<Props> {
  return { root: { props: { title: 'Editor benchmark' } }, content: roots.map(toItem) };
}
