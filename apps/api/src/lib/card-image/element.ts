import type satori from 'satori';

/** What satori lays out: a React element tree, written here as plain objects (the API has no JSX). */
export type CardElement = Parameters<typeof satori>[0];

/** The CSS subset satori understands (flexbox, no grid), as inline style. */
export type CardStyle = Record<string, string | number>;

type Child = CardElement | string;

/** An element of `type` ('div', 'span') with its style and children. */
export function element(type: string, style: CardStyle, ...children: Child[]): CardElement {
  return {
    type,
    key: null,
    props: { style, children: children.length === 1 ? children[0] : children },
  };
}
