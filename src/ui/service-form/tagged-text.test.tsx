import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { taggedText } from './tagged-text';

const link = (content: string) => <a href="/datenschutz">{content}</a>;

describe('taggedText', () => {
  it('renders a tagged part with its renderer and keeps the text around it', () => {
    const { container } = render(
      <p>
        {taggedText('Ich habe die <privacy>Datenschutzerklärung</privacy> gelesen.', {
          privacy: link,
        })}
      </p>,
    );
    expect(screen.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute(
      'href',
      '/datenschutz',
    );
    expect(container).toHaveTextContent('Ich habe die Datenschutzerklärung gelesen.');
  });

  it('keeps markup it has no renderer for as text, never as HTML', () => {
    const { container } = render(
      <p>{taggedText('<b>fett</b> und <img src=x onerror=alert(1)>', { privacy: link })}</p>,
    );
    expect(container.querySelector('b, img')).toBeNull();
    expect(container).toHaveTextContent('fett und <img src=x onerror=alert(1)>');
  });

  it('renders several tags and a text without any', () => {
    render(<p>{taggedText('<a1>eins</a1> und <a1>zwei</a1>', { a1: link })}</p>);
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['eins', 'zwei']);
    const { container } = render(<p>{taggedText('Nur Text', { privacy: link })}</p>);
    expect(container).toHaveTextContent('Nur Text');
  });
});
