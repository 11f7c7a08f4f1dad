import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PropertyDefinition } from '@catalogue/define.ts';
import { componentDefinitions } from '@catalogue/definitions.ts';
import { allStyleDescriptors } from '@catalogue/properties/index.ts';
import type { JsonValue } from '@shared/schema/values.ts';
import { createI18n } from '../i18n/index.ts';
import { FieldEnvironmentContext } from './environment.ts';
import { FieldEditor } from './FieldEditor.tsx';
import { ShadowField } from './ShadowField.tsx';

vi.mock('./formula/CodeEditor.tsx', () => ({
  CodeEditor: (props: {
    label: string;
    value: string;
    onChange(v: string): void;
    language: string;
  }) => (
    <textarea
      aria-label={props.label}
      data-language={props.language}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
    />
  ),
}));

afterEach(cleanup);

function field(property: PropertyDefinition, value?: JsonValue, name = 'prop') {
  const onChange = vi.fn();
  const onCommit = vi.fn();
  const view = render(
    <I18nextProvider i18n={createI18n('en')}>
      <label htmlFor="f">{property.label.en}</label>
      <FieldEditor
        id="f"
        name={name}
        property={property}
        label={property.label.en}
        value={value}
        onChange={onChange}
        onCommit={onCommit}
      />
    </I18nextProvider>,
  );
  return { onChange, onCommit, ...view };
}

const base = (type: PropertyDefinition['type'], extra: Partial<PropertyDefinition> = {}) =>
  ({
    type,
    label: { en: 'Value', fr: 'Valeur' },
    default: null,
    section: 'settings',
    bindable: true,
    ...extra,
  }) as PropertyDefinition;

const last = (fn: ReturnType<typeof vi.fn>) => fn.mock.calls.at(-1)?.[0];

describe('text fields', () => {
  it('writes each keystroke and ends the step on blur', () => {
    const { onChange, onCommit } = field(base('text'), 'Go');
    const input = screen.getByLabelText('Value');
    fireEvent.change(input, { target: { value: 'Go!' } });
    expect(onChange).toHaveBeenCalledWith('Go!');
    fireEvent.blur(input);
    expect(onCommit).toHaveBeenCalledTimes(1);
  });

  it('edits long text, URLs and dates with their own controls', () => {
    const long = field(base('longText'), 'a');
    expect(screen.getByLabelText('Value').tagName).toBe('TEXTAREA');
    fireEvent.change(screen.getByLabelText('Value'), { target: { value: 'a\nb' } });
    expect(long.onChange).toHaveBeenCalledWith('a\nb');
    cleanup();
    const url = field(base('url'), '');
    expect(screen.getByLabelText('Value')).toHaveProperty('type', 'url');
    fireEvent.change(screen.getByLabelText('Value'), { target: { value: 'https://x.test' } });
    expect(url.onChange).toHaveBeenCalledWith('https://x.test');
    cleanup();
    const date = field(base('date'), '2026-01-02');
    expect(screen.getByLabelText('Value')).toHaveProperty('type', 'date');
    fireEvent.change(screen.getByLabelText('Value'), { target: { value: '2026-03-04' } });
    expect(date.onChange).toHaveBeenCalledWith('2026-03-04');
  });
});

describe('number field', () => {
  const delay = componentDefinitions['form-container']!.properties.debounceDelay!;

  it('writes numbers within the bounds, with the unit shown', () => {
    const { onChange } = field(delay, 500);
    const input = screen.getByLabelText('Validation delay');
    expect(input.getAttribute('aria-valuemin')).toBe('1');
    expect(input.getAttribute('aria-valuemax')).toBe('5000');
    expect(screen.getByText('ms')).toBeTruthy();
    fireEvent.change(input, { target: { value: '750' } });
    expect(last(onChange)).toBe(750);
    fireEvent.change(input, { target: { value: '9000' } });
    expect(last(onChange)).toBe(5000);
    fireEvent.change(input, { target: { value: '0' } });
    expect(last(onChange)).toBe(1);
  });

  it('removes the value when emptied', () => {
    const { onChange } = field(delay, 500);
    fireEvent.change(screen.getByLabelText('Validation delay'), { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });
});

describe('boolean and select', () => {
  it('flips a switch as one step', () => {
    const { onChange, onCommit } = field(base('boolean'), false);
    const toggle = screen.getByRole('switch', { name: 'Value' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(toggle);
    expect(onChange).toHaveBeenCalledWith(true);
    expect(onCommit).toHaveBeenCalled();
  });

  it('picks an option by its label in the editor language', () => {
    const { onChange } = field(componentDefinitions.button!.properties.buttonType!, 'button');
    const select = screen.getByLabelText('Button type');
    expect(within(select).getByText('Submit')).toBeTruthy();
    fireEvent.change(select, { target: { value: 'submit' } });
    expect(onChange).toHaveBeenCalledWith('submit');
  });

  it('offers "not set" when the property has no default', () => {
    const { onChange } = field(allStyleDescriptors.cursor!, 'pointer');
    fireEvent.change(screen.getByLabelText('Cursor'), { target: { value: '' } });
    expect(onChange).toHaveBeenCalledWith(undefined);
  });
});

describe('colours and gradients', () => {
  it('types a colour and opens the picker', () => {
    const { onChange, onCommit } = field(base('color'), '#ff0000');
    const text = screen.getByLabelText('Value (hex or CSS colour)');
    fireEvent.change(text, { target: { value: '#00ff00' } });
    expect(onChange).toHaveBeenCalledWith('#00ff00');
    fireEvent.click(screen.getByRole('button', { name: 'Pick the colour of Value' }));
    const picker = screen.getByRole('dialog', { name: 'Colour picker' });
    expect(picker.querySelector('.react-colorful')).toBeTruthy();
    // Releasing the pointer after a drag ends the undo step.
    fireEvent.pointerUp(window);
    expect(onCommit).toHaveBeenCalled();
  });

  it('offers the site’s colours under the picker: one click sets a reference to it', () => {
    const onChange = vi.fn();
    const onCommit = vi.fn();
    const colors = [
      { name: 'primary', value: '#2f6b3b' },
      { name: 'muted', value: '#55624f', darkValue: '#c9d3c4' },
    ];
    render(
      <I18nextProvider i18n={createI18n('fr')}>
        <FieldEnvironmentContext.Provider value={{ siteId: 'demo', colors }}>
          <FieldEditor
            id="f"
            name="color"
            property={base('color')}
            label="Couleur"
            value="var(--color-muted)"
            onChange={onChange}
            onCommit={onCommit}
          />
        </FieldEnvironmentContext.Provider>
      </I18nextProvider>,
    );
    // The swatch shows the colour the reference stands for.
    const open = screen.getByRole<HTMLButtonElement>('button', {
      name: 'Choisir la couleur de Couleur',
    });
    expect(open.style.background).toBe('#55624f');
    fireEvent.click(open);
    const swatches = screen.getByRole('group', { name: 'Couleurs du site' });
    const muted = within(swatches).getByRole('button', { name: 'Couleur du site muted (#55624f)' });
    expect(muted.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(swatches).getByRole('button', { name: /primary/ }));
    expect(onChange).toHaveBeenCalledWith('var(--color-primary)');
    expect(onCommit).toHaveBeenCalled();
    expect(screen.queryByRole('group', { name: 'Couleurs du site' })).toBeNull();
  });

  it('turns a colour into a gradient and edits its angle and stops', () => {
    const overlay = componentDefinitions.image!.properties.overlay!;
    const first = field(overlay, '#000000');
    fireEvent.click(screen.getByRole('radio', { name: 'Gradient' }));
    expect(first.onChange).toHaveBeenCalledWith(
      'linear-gradient(180deg, #000000 0%, transparent 100%)',
    );
    cleanup();
    const { onChange } = field(overlay, 'linear-gradient(180deg, #000000 0%, transparent 100%)');
    fireEvent.change(screen.getByLabelText('Angle (degrees)'), { target: { value: '90' } });
    expect(last(onChange)).toBe('linear-gradient(90deg, #000000 0%, transparent 100%)');
    // A checked number box (not type="number"): 150 is brought to 100, which the stop already
    // is (nothing stored, the box says so); 40 is stored.
    const calls = onChange.mock.calls.length;
    const position = screen.getByLabelText('Position of stop 2 (%)');
    expect(position.getAttribute('type')).toBe('text');
    fireEvent.change(position, { target: { value: '150' } });
    expect(onChange.mock.calls.length).toBe(calls);
    expect(
      screen.getByText(/100/, { selector: '.field-note, [role="status"], p, span' }),
    ).toBeTruthy();
    fireEvent.change(position, { target: { value: '40' } });
    expect(last(onChange)).toBe('linear-gradient(180deg, #000000 0%, transparent 40%)');
    const angle = screen.getByLabelText('Angle (degrees)');
    fireEvent.change(angle, { target: { value: '1e309' } });
    expect(angle.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toContain('1e309');
    fireEvent.click(screen.getByRole('button', { name: 'Add a stop' }));
    expect(last(onChange)).toBe(
      'linear-gradient(180deg, #000000 0%, transparent 100%, transparent 100%)',
    );
  });
});

describe('length field', () => {
  const width = allStyleDescriptors.width!;

  it('writes the number with its unit, clamped to the unit’s bounds', () => {
    const { onChange } = field(width, '50%', 'width');
    const number = screen.getByLabelText('Width');
    fireEvent.change(number, { target: { value: '120' } });
    expect(last(onChange)).toBe('100%');
    fireEvent.change(number, { target: { value: '40' } });
    expect(last(onChange)).toBe('40%');
  });

  it('switches unit (clamping) and offers the property’s keywords', () => {
    const { onChange } = field(width, '500px', 'width');
    const unit = screen.getByLabelText('Unit of Width');
    fireEvent.change(unit, { target: { value: 'vw' } });
    expect(last(onChange)).toBe('100vw');
    fireEvent.change(unit, { target: { value: 'auto' } });
    expect(last(onChange)).toBe('auto');
  });

  it('edits a value it cannot split as text', () => {
    const { onChange } = field(width, 'calc(100% - 8px)', 'width');
    fireEvent.change(screen.getByLabelText('Width'), { target: { value: 'calc(100% - 9px)' } });
    expect(onChange).toHaveBeenCalledWith('calc(100% - 9px)');
  });
});

describe('icon field', () => {
  it('searches lucide’s icons and picks one', async () => {
    const { onChange, onCommit } = field(
      componentDefinitions.icon!.properties.icon!,
      'star',
      'icon',
    );
    fireEvent.focus(screen.getByLabelText('Icon'));
    const search = await screen.findByRole('searchbox', { name: 'Search icons' });
    fireEvent.change(search, { target: { value: 'arrow-right-l' } });
    const results = await screen.findByRole('list', { name: 'Icons matching “arrow-right-l”' });
    fireEvent.click(within(results).getByRole('button', { name: 'arrow-right-left' }));
    expect(onChange).toHaveBeenCalledWith('arrow-right-left');
    expect(onCommit).toHaveBeenCalled();
  });
});

describe('code, list, array and object', () => {
  it('edits code in its language', () => {
    const { onChange } = field(allStyleDescriptors.customCss!, '');
    const code = screen.getByLabelText('Custom CSS');
    expect(code.getAttribute('data-language')).toBe('css');
    fireEvent.change(code, { target: { value: 'mix-blend-mode: multiply' } });
    expect(onChange).toHaveBeenCalledWith('mix-blend-mode: multiply');
  });

  it('types a literal list as JSON and refuses what is not a list', () => {
    const { onChange } = field(base('list'), ['a']);
    const input = screen.getByLabelText('Value');
    fireEvent.change(input, { target: { value: '["a", "b"]' } });
    expect(last(onChange)).toEqual(['a', 'b']);
    fireEvent.change(input, { target: { value: '{"a": 1}' } });
    expect(screen.getByRole('alert').textContent).toContain('square brackets');
    fireEvent.change(input, { target: { value: '["a",' } });
    expect(screen.getByRole('alert').textContent).toContain('Not valid JSON');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('adds, edits, reorders and removes array items', () => {
    const options = componentDefinitions.select!.properties.options!;
    const items = [
      { label: 'A', value: 'a', image: null },
      { label: 'B', value: 'b', image: null },
    ];
    const { onChange } = field(options, items);
    fireEvent.click(screen.getByRole('button', { name: 'Move item 2 up' }));
    expect(last(onChange)).toEqual([items[1], items[0]]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove item 1' }));
    expect(last(onChange)).toEqual([items[1]]);
    fireEvent.click(screen.getByRole('button', { name: 'Add an item' }));
    expect(last(onChange)).toEqual([...items, { label: '', value: '' }]);
    const labels = screen.getAllByLabelText('Label');
    fireEvent.change(labels[1]!, { target: { value: 'Bee' } });
    expect(last(onChange)).toEqual([items[0], { ...items[1], label: 'Bee' }]);
  });

  it('edits an object’s fields, applying their hidden conditions', () => {
    const link = {
      ...base('object'),
      fields: {
        type: componentDefinitions.button!.properties.buttonType!,
        note: {
          ...base('text'),
          label: { en: 'Note', fr: 'Note' },
          hidden: (v: Readonly<Record<string, unknown>>) => v.type !== 'submit',
        },
      },
    } as PropertyDefinition;
    const { onChange } = field(link, { type: 'button' });
    expect(screen.queryByLabelText('Note')).toBeNull();
    fireEvent.change(screen.getByLabelText('Button type'), { target: { value: 'submit' } });
    expect(last(onChange)).toEqual({ type: 'submit' });
    cleanup();
    field(link, { type: 'submit', note: 'n' });
    expect((screen.getByLabelText('Note') as HTMLInputElement).value).toBe('n');
  });
});

describe('upload field', () => {
  const image = componentDefinitions.image!.properties.url!;

  afterEach(() => vi.unstubAllGlobals());

  /** The field inside the editor's environment (site `demo`). */
  function uploadField(value: JsonValue, language: 'en' | 'fr' = 'en') {
    const onChange = vi.fn();
    const onCommit = vi.fn();
    render(
      <I18nextProvider i18n={createI18n(language)}>
        <FieldEnvironmentContext.Provider value={{ siteId: 'demo' }}>
          <FieldEditor
            id="f"
            name="url"
            property={image}
            label="Image"
            value={value}
            onChange={onChange}
            onCommit={onCommit}
          />
        </FieldEnvironmentContext.Provider>
      </I18nextProvider>,
    );
    return { onChange, onCommit };
  }

  /** Records what is sent; `answer(status, body)` ends the request. */
  function fakeXhr() {
    const made: FakeXhr[] = [];
    class FakeXhr {
      method = '';
      url = '';
      headers: Record<string, string> = {};
      body: unknown;
      status = 0;
      responseText = '';
      upload = new EventTarget();
      listeners = new EventTarget();
      constructor() {
        made.push(this);
      }
      open(method: string, url: string) {
        this.method = method;
        this.url = url;
      }
      setRequestHeader(name: string, value: string) {
        this.headers[name] = value;
      }
      addEventListener(type: string, fn: EventListener) {
        this.listeners.addEventListener(type, fn);
      }
      send(body: unknown) {
        this.body = body;
      }
      answer(status: number, body: unknown) {
        this.status = status;
        this.responseText = JSON.stringify(body);
        this.listeners.dispatchEvent(new Event('load'));
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    return made;
  }

  it('refuses a file over the limit with a clear message, sending nothing', async () => {
    const made = fakeXhr();
    const { onChange } = uploadField('');
    const big = new File([new Uint8Array(11 * 1024 * 1024)], 'huge.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('upload-input'), { target: { files: [big] } });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('huge.png is 11 MB: files up to 10 MB can be uploaded.');
    expect(made).toHaveLength(0);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('puts the file into the site’s files with progress, then sets its /assets address', async () => {
    const made = fakeXhr();
    // The session's CSRF token, readable by the page (issue 28).
    document.cookie = 'baobab-csrf=upload-token';
    const { onChange, onCommit } = uploadField('');
    const file = new File(['abc'], 'my cat.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('upload-input'), { target: { files: [file] } });
    await waitFor(() => expect(made).toHaveLength(1));
    const xhr = made[0]!;
    expect(xhr.method).toBe('PUT');
    expect(xhr.url).toBe('/api/sites/demo/assets/my%20cat.png');
    expect(xhr.headers['content-type']).toBe('image/png');
    expect(xhr.headers['x-baobab-csrf']).toBe('upload-token');
    document.cookie = 'baobab-csrf=; max-age=0';
    expect(xhr.body).toBe(file);
    act(() => {
      const progress = Object.assign(new Event('progress'), {
        lengthComputable: true,
        loaded: 1,
        total: 2,
      });
      xhr.upload.dispatchEvent(progress);
    });
    expect(screen.getByText('Uploading my cat.png: 50 %')).toBeTruthy();
    await act(async () => {
      xhr.answer(201, {
        url: '/assets/my_cat.png',
        name: 'my_cat.png',
        size: 3,
        type: 'image/png',
      });
    });
    expect(onChange).toHaveBeenCalledWith('/assets/my_cat.png');
    expect(onCommit).toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe('my cat.png uploaded.');
  });

  it('shows the server’s reason when the upload is refused, changing nothing', async () => {
    const made = fakeXhr();
    const { onChange } = uploadField('');
    const file = new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' });
    fireEvent.change(screen.getByTestId('upload-input'), { target: { files: [file] } });
    await waitFor(() => expect(made).toHaveLength(1));
    await act(async () => {
      made[0]!.answer(400, {
        error: 'bad-type',
        message: 'Files of type "image/svg+xml" cannot be added to a site.',
      });
    });
    expect(screen.getByRole('alert').textContent).toBe(
      'The upload of logo.svg failed: Files of type "image/svg+xml" cannot be added to a site.',
    );
    expect(onChange).not.toHaveBeenCalled();
  });

  it('says in the editor’s language when the server cannot be reached, answers without a reason, or the upload is cut', async () => {
    const made = fakeXhr();
    uploadField('', 'fr');
    const pick = (name: string) =>
      fireEvent.change(screen.getByTestId('upload-input'), {
        target: { files: [new File(['x'], name, { type: 'image/png' })] },
      });
    const cases: Array<[string, (xhr: (typeof made)[number]) => void, string]> = [
      [
        'a.png',
        (xhr) => xhr.listeners.dispatchEvent(new Event('error')),
        'le serveur est injoignable.',
      ],
      ['b.png', (xhr) => xhr.answer(502, 'Bad gateway'), 'le serveur a répondu 502.'],
      [
        'c.png',
        (xhr) => xhr.listeners.dispatchEvent(new Event('abort')),
        'le téléversement a été interrompu.',
      ],
    ];
    for (const [name, fail, reason] of cases) {
      const before = made.length;
      pick(name);
      await waitFor(() => expect(made).toHaveLength(before + 1));
      await act(async () => fail(made[before]!));
      expect(screen.getByRole('alert').textContent).toBe(
        `Le téléversement de ${name} a échoué : ${reason}`,
      );
    }
  });

  it('offers the accepted image types and previews a site file through the editor host', () => {
    fakeXhr();
    uploadField('/assets/cat.png');
    const accept = screen.getByTestId('upload-input').getAttribute('accept') ?? '';
    expect(accept.split(',')).toContain('image/png');
    expect(accept).not.toContain('svg');
    expect(accept).not.toContain('video');
    expect(screen.getByRole('img').getAttribute('src')).toBe('/api/sites/demo/assets/cat.png');
    cleanup();
    uploadField('https://cdn.test/cat.png');
    expect(screen.getByRole('img').getAttribute('src')).toBe('https://cdn.test/cat.png');
  });
});

describe('shadow builder', () => {
  it('builds a box shadow from offsets, blur, spread, colour and inset', () => {
    const onChange = vi.fn();
    const shadow = allStyleDescriptors.boxShadow!;
    render(
      <I18nextProvider i18n={createI18n('en')}>
        <ShadowField
          id="s"
          name="boxShadow"
          property={shadow}
          label="Shadow"
          value="0 2px 8px rgba(0, 0, 0, 0.2)"
          onChange={onChange}
          onCommit={() => {}}
        />
      </I18nextProvider>,
    );
    fireEvent.change(screen.getByLabelText('Blur (px)'), { target: { value: '12' } });
    expect(last(onChange)).toBe('0px 2px 12px 0px rgba(0, 0, 0, 0.2)');
    fireEvent.click(screen.getByLabelText('Inside (inset)'));
    expect(last(onChange)).toBe('inset 0px 2px 8px 0px rgba(0, 0, 0, 0.2)');
    fireEvent.click(screen.getByRole('button', { name: 'Remove shadow 1' }));
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    fireEvent.change(screen.getByLabelText('Shadow'), { target: { value: '1px 1px red' } });
    expect(last(onChange)).toBe('1px 1px red');
  });
});
