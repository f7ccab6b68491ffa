import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFeedback } from '../../feedback';
import { useCan } from '../../me';

/** The browser stops typing at a text's limit (rules/campaign-limits.ts), as the API would refuse more. */
export const maxLengthOf = (max: number) => ({ slotProps: { htmlInput: { maxLength: max } } });

/**
 * A text's limit where the organiser types it, with the count: "43/150". Text saved
 * before the limit may be longer: the field says so, since saving would be refused.
 */
export function limited(value: string, max: number) {
  const over = value.length > max;
  return {
    ...maxLengthOf(max),
    error: over,
    helperText: over ? `${value.length}/${max}: encurte o texto para salvar` : `${value.length}/${max}`,
  };
}

export function Section({ title, id, children }: { title: string; id?: string; children: ReactNode }) {
  return (
    // scrollMarginTop: a link from the checklist lands below the panel's top bar.
    // Disabled, natively, without the content role: nothing inside is typed in or pressed (the photos' buttons included).
    <Paper
      component="fieldset"
      id={id}
      disabled={!useCan()('content')}
      sx={{ p: 2, border: 0, m: 0, minWidth: 0, scrollMarginTop: 72 }}
    >
      <Typography component="legend" variant="h6" sx={{ float: 'left', width: '100%', mb: 1 }}>
        {title}
      </Typography>
      <Stack spacing={1.5} sx={{ clear: 'both' }}>
        {children}
      </Stack>
    </Paper>
  );
}

/** A list of items with add and remove; removing asks first. */
export function ItemList<T>({
  items,
  noun,
  empty,
  onChange,
  render,
}: {
  items: T[];
  noun: string;
  empty: T;
  onChange: (items: T[]) => void;
  render: (item: T, update: (patch: Partial<T>) => void, index: number) => ReactNode;
}) {
  const { confirm } = useFeedback();
  return (
    <>
      {items.map((item, index) => (
        <Box key={index} sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5 }}>
          <Stack spacing={1.5}>
            {render(item, (patch) => onChange(items.map((other, at) => (at === index ? { ...other, ...patch } : other))), index)}
          </Stack>
          <Button
            size="small"
            color="error"
            sx={{ mt: 0.5 }}
            onClick={() =>
              void confirm({
                title: `Remover ${noun} ${index + 1}?`,
                text: `Sai do rascunho agora e da página quando você salvar.`,
                action: 'Remover',
              }).then((yes) => yes && onChange(items.filter((_other, at) => at !== index)))
            }
          >
            Remover {noun} {index + 1}
          </Button>
        </Box>
      ))}
      <Button size="small" variant="outlined" onClick={() => onChange([...items, empty])} sx={{ alignSelf: 'flex-start' }}>
        Adicionar {noun}
      </Button>
    </>
  );
}
