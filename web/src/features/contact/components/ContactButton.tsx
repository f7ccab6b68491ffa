import MailOutlineIcon from '@mui/icons-material/EmailOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { ContactDialog } from './ContactDialog';

export function ContactButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" color="inherit" startIcon={<MailOutlineIcon />} onClick={() => setOpen(true)}>
        Enviar mensagem
      </Button>
      {open && <ContactDialog open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
