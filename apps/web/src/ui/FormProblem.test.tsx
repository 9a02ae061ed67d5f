// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../testing/render-ui';
import { FormProblem } from './FormProblem';

describe('FormProblem', () => {
  it('announces why the form was not sent', () => {
    renderUi(<FormProblem>Please review required fields</FormProblem>);
    expect(screen.getByRole('alert').textContent).toBe('Please review required fields');
  });

  it('shows nothing while there is no problem', () => {
    renderUi(<FormProblem>{false}</FormProblem>);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
