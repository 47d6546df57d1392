import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '@/i18n/i18n';
import { ResultCount } from '@/components/list/result-count';
import { TextWithStrong } from '@/components/ui/text-with-strong';
import { Provider } from '@/components/ui/provider';

describe('the result count', () => {
  it('says 共找到 N 条结果 with the number in bold, announced politely', () => {
    render(
      <Provider>
        <ResultCount count={128} />
      </Provider>,
    );
    const sentence = screen.getByText(/共找到/);
    expect(sentence).toHaveTextContent('共找到 128 条结果');
    expect(sentence).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByText('128').tagName).toBe('STRONG');
  });

  it('draws a sentence without the mark as it is', () => {
    const { container } = render(<TextWithStrong text="没有标记" strong={<strong />} />);
    expect(container.innerHTML).toBe('没有标记');
  });

  it('draws the marked part where the translation puts it', () => {
    const { container } = render(
      <TextWithStrong text="<strong>7</strong> results found" strong={<b />} />,
    );
    expect(container.innerHTML).toBe('<b>7</b> results found');
  });
});
