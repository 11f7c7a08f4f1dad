export { QrCode } from './QrCode.tsx';
export { qrCodeDefinition, type QrCodeProps } from './definition.ts';
