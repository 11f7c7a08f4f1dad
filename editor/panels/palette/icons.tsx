/** An icon per catalogue component for the palette and navigator (lucide); unknown types get a box. */
import { createElement } from 'react';
import {
  AppWindow,
  Box,
  ClipboardList,
  Code,
  Columns2,
  GalleryHorizontal,
  Image,
  ListCollapse,
  Loader,
  Map,
  PanelsTopLeft,
  PanelTop,
  QrCode,
  RectangleEllipsis,
  RectangleHorizontal,
  SlidersHorizontal,
  Smile,
  SquareCheck,
  SquareChevronDown,
  TextCursorInput,
  Type,
  type LucideIcon,
  FileUp,
} from 'lucide-react';

const ICONS: Record<string, LucideIcon> = {
  accordion: ListCollapse,
  button: RectangleHorizontal,
  carousel: GalleryHorizontal,
  checkbox: SquareCheck,
  columns: Columns2,
  dialog: AppWindow,
  dropdown: SquareChevronDown,
  flexbox: PanelsTopLeft,
  'form-container': ClipboardList,
  'file-input': FileUp,
  'form-input': TextCursorInput,
  html: Code,
  icon: Smile,
  image: Image,
  loader: Loader,
  map: Map,
  'mask-input': RectangleEllipsis,
  modal: PanelTop,
  'qr-code': QrCode,
  select: SquareChevronDown,
  slider: SlidersHorizontal,
  tabs: PanelTop,
  text: Type,
};

/** The icon of a component type (decorative: hidden from screen readers). */
export function ComponentIcon({
  type,
  size,
  className,
}: {
  type: string;
  size: number;
  className?: string;
}) {
  // createElement, not a capitalised variable: the icon is looked up, not created, per render.
  return createElement(ICONS[type] ?? Box, { size, className, 'aria-hidden': true });
}
