import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

export interface LabelledSwitchProps {
  label: string;
  /** A line under the label, read out with the switch. */
  description: string;
  checked: boolean;
  disabled: boolean;
  onChange: (on: boolean) => void;
}

/** A switch of My Account's preferences (e-mails, push alerts): its label, and a description under it. */
export function LabelledSwitch({ label, description, checked, disabled, onChange }: LabelledSwitchProps) {
  const descriptionId = useId();
  return (
    <FormControlLabel
      sx={{ alignItems: 'flex-start', my: 1 }}
      control={
        <Switch
          checked={checked}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
          slotProps={{ input: { 'aria-describedby': descriptionId } }}
        />
      }
      label={
        <>
          <Typography component="span" sx={{ display: 'block', pt: 1 }}>
            {label}
          </Typography>
          <Typography
            id={descriptionId}
            component="span"
            variant="body2"
            sx={{ display: 'block', color: 'text.secondary' }}
          >
            {description}
          </Typography>
        </>
      }
    />
  );
}
