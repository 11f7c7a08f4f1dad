import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultProps } from '../props.ts';
import { sharedChecks } from '../testing/shared-checks.tsx';
import { fileInputDefinition, type FileInputProps } from './definition.ts';
import { FileInput } from './FileInput.tsx';
import { fileInputSeeds } from './seeds.ts';

sharedChecks(fileInputDefinition, FileInput, {
  seeds: fileInputSeeds,
  link: false,
  defaultText: { en: 'Choose a file', fr: 'Choisir un fichier' },
});

const en = defaultProps<FileInputProps>(fileInputDefinition, 'en');

function show(props: Partial<FileInputProps> = {}, lang = 'en') {
  const emit = vi.fn();
  const publish = vi.fn();
  render(
    <FileInput
      props={{ ...en, ...props }}
      className="e-photos"
      lang={lang}
      emit={emit}
      publish={publish}
    />,
  );
  return { emit, publish };
}

afterEach(cleanup);

describe('FileInput', () => {
  it('raises change with the chosen files themselves and publishes their names', async () => {
    const { emit, publish } = show({ label: 'Photos', multiple: true, accept: 'image/*' });
    const input = screen.getByLabelText('Photos') as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input.accept).toBe('image/*');
    expect(input.multiple).toBe(true);
    const fridge = new File([new Uint8Array([137, 80, 78, 71])], 'fridge.png', {
      type: 'image/png',
    });
    const shoes = new File(['x'], 'shoes.jpg', { type: 'image/jpeg' });
    await userEvent.upload(input, [fridge, shoes]);
    const [event, payload] = emit.mock.lastCall as [string, { files: File[]; value: string[] }];
    expect(event).toBe('change');
    expect(payload.files[0]).toBe(fridge);
    expect(payload.files[1]).toBe(shoes);
    expect(payload.value).toEqual(['fridge.png', 'shoes.jpg']);
    expect(publish).toHaveBeenLastCalledWith({ value: ['fridge.png', 'shoes.jpg'] });
  });

  it('is named by its label, else "File" / "Fichier"; disabled, it takes no file', () => {
    show({ label: '' }, 'fr');
    expect(screen.getByLabelText('Fichier')).toBeTruthy();
    cleanup();
    show({ disabled: true });
    expect((screen.getByLabelText('Choose a file') as HTMLInputElement).disabled).toBe(true);
  });
});
