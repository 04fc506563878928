import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { StepsProps } from 'primereact/steps';
import { StepIndicator } from './step-indicator';

// PrimeReact's Steps, counted: the real component still draws the indicator.
const drawn = vi.hoisted(() => ({ count: 0 }));
vi.mock('primereact/steps', async (importOriginal) => {
  const { Steps } = await importOriginal<typeof import('primereact/steps')>();
  const Counted = (props: StepsProps) => {
    drawn.count += 1;
    return <Steps {...props} />;
  };
  return { Steps: Counted };
});

describe('StepIndicator', () => {
  it('marks and announces the current step', () => {
    render(<StepIndicator steps={['Tarif', 'Reisedetails', 'Zahlung']} current={1} />);
    expect(screen.getByText('Reisedetails').closest('[aria-current]')).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Schritt 2 von 3: Reisedetails');
  });

  it('is drawn again when the step changes, not when the wizard renders the same steps anew', () => {
    const { rerender } = render(<StepIndicator steps={['Tarif', 'Reisedetails']} current={0} />);
    const mounted = drawn.count;
    rerender(<StepIndicator steps={['Tarif', 'Reisedetails']} current={0} />);
    expect(drawn.count).toBe(mounted);
    rerender(<StepIndicator steps={['Tarif', 'Reisedetails']} current={1} />);
    expect(drawn.count).toBe(mounted + 1);
    expect(screen.getByRole('status')).toHaveTextContent('Schritt 2 von 2: Reisedetails');
  });

  it('while the steps are not known keeps its place but shows and announces nothing', () => {
    const { rerender } = render(
      <StepIndicator steps={['Fahrgast', 'Reiseziel', 'Zahlung']} current={0} pending />,
    );
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByText(/Schritt 1 von/)).toBeNull();
    rerender(<StepIndicator steps={['Fahrgast', 'Reiseziel']} current={0} />);
    expect(screen.getByRole('navigation', { name: 'Buchungsschritte' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Schritt 1 von 2: Fahrgast');
  });
});
