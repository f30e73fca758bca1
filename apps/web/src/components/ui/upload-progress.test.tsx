import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UploadProgress } from './upload-progress';

describe('UploadProgress', () => {
  it("names the bar with the part sent: 'Uploading... N%'", () => {
    render(<UploadProgress progress={0.456} />);
    const bar = screen.getByRole('progressbar', { name: 'Uploading... 46%' });
    expect(bar).toHaveAttribute('aria-valuenow', '46');
  });

  it('says what the server does once the whole file is sent, with a busy bar', () => {
    const { rerender } = render(<UploadProgress progress={0.5} afterUpload="Importing..." />);
    expect(screen.getByRole('progressbar', { name: 'Uploading... 50%' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    rerender(<UploadProgress progress={1} afterUpload="Importing..." />);
    expect(screen.getByRole('progressbar', { name: 'Importing...' })).not.toHaveAttribute('aria-valuenow');
  });

  it('stays at 100% without a next step', () => {
    render(<UploadProgress progress={1} />);
    expect(screen.getByRole('progressbar', { name: 'Uploading... 100%' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  });
});
