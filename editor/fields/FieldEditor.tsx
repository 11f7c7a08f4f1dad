/** The editor of one property value, by the property's type. */
import { ArrayField } from './ArrayField.tsx';
import { BooleanField } from './BooleanField.tsx';
import { CodeField } from './CodeField.tsx';
import { ColorField } from './ColorField.tsx';
import { ColorOrGradientField } from './GradientField.tsx';
import { IconField } from './IconField.tsx';
import { JsonField } from './JsonField.tsx';
import { LengthField } from './LengthField.tsx';
import { NumberField } from './NumberField.tsx';
import { ObjectField } from './ObjectField.tsx';
import { SelectField } from './SelectField.tsx';
import { LongTextField, TextField } from './TextField.tsx';
import type { FieldProps } from './types.ts';
import { UploadField } from './UploadField.tsx';

export function FieldEditor(props: FieldProps) {
  switch (props.property.type) {
    case 'text':
    case 'url':
    case 'date':
      return <TextField {...props} />;
    case 'longText':
      return <LongTextField {...props} />;
    case 'number':
      return <NumberField {...props} />;
    case 'boolean':
      return <BooleanField {...props} />;
    case 'select':
      return <SelectField {...props} />;
    case 'color':
      return <ColorField {...props} />;
    case 'colorOrGradient':
      return <ColorOrGradientField {...props} />;
    case 'length':
      return <LengthField {...props} />;
    case 'icon':
      return <IconField {...props} />;
    case 'code':
      return <CodeField {...props} />;
    case 'image':
    case 'file':
      return <UploadField {...props} />;
    case 'list':
      return <JsonField {...props} />;
    case 'array':
      return <ArrayField {...props} />;
    case 'object':
      return <ObjectField {...props} />;
  }
}
