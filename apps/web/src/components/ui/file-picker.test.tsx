import UploadFileIcon from '@mui/icons-material/UploadFile';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FilePicker } from './file-picker';

const picker = (props: Partial<Parameters<typeof FilePicker>[0]> = {}) => (
  <FilePicker
    label="Choose file"
    icon={<UploadFileIcon />}
    inputLabel="Race card file"
    accept=".zip"
    {...props}
  />
);

describe('FilePicker', () => {
  it('opens the file input from its button, by keyboard too', async () => {
    const user = userEvent.setup();
    render(picker());
    const input = screen.getByLabelText<HTMLInputElement>('Race card file');
    const opened = vi.fn();
    input.addEventListener('click', opened);
    expect(input).toHaveAttribute('tabindex', '-1');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Choose file' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(opened).toHaveBeenCalledOnce();
  });

  it("shows the chosen file's name and passes the choice on", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(picker({ onChange }));
    expect(screen.getByText('No file chosen')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Race card file'), new File(['x'], 'CDX0503.zip'));
    expect(screen.getByText('CDX0503.zip')).toBeInTheDocument();
    expect(screen.queryByText('No file chosen')).not.toBeInTheDocument();
    expect(onChange).toHaveBeenCalledOnce();
    expect(onChange.mock.calls[0]![0].target.files[0].name).toBe('CDX0503.zip');
  });

  it('hides the name where the file uploads at once', () => {
    render(picker({ showFileName: false }));
    expect(screen.queryByText('No file chosen')).not.toBeInTheDocument();
  });

  it("shows the hint, and reads the problem as the button's description", () => {
    const { rerender } = render(picker({ hint: 'A zip of at most 10 MB.' }));
    const button = screen.getByRole('button', { name: 'Choose file' });
    expect(screen.getByText('A zip of at most 10 MB.')).toBeInTheDocument();
    expect(button).toHaveAccessibleDescription('');
    rerender(picker({ hint: 'A zip of at most 10 MB.', problem: 'File is required' }));
    expect(button).toHaveAccessibleDescription('File is required');
  });

  it('is busy while the chosen file uploads', () => {
    render(picker({ pending: true }));
    expect(screen.getByRole('button', { name: /Choose file/ })).toBeDisabled();
  });
});
