// Cell contents the log tables and cards share. Text wraps only between words, never letter by letter.
import { Fragment } from 'react';
import Box from '@mui/material/Box';
import { formatTimestamp } from '@staff-console/domain';

const nowrap = { whiteSpace: 'nowrap' } as const;

/** Text that wraps only between words, never inside a hyphenated word ('Case-Bux'). */
export function Words({ text }: { text: string }) {
  return (
    <>
      {text.split(' ').map((word, i) => (
        <Fragment key={i}>
          {i > 0 ? ' ' : ''}
          {word.includes('-') ? (
            <Box component="span" sx={nowrap}>
              {word}
            </Box>
          ) : (
            word
          )}
        </Fragment>
      ))}
    </>
  );
}

/** 'Mar 1, 2024 • 10:00 AM EST', wrapping only between the day and the time. */
export function DateTime({ value }: { value: string }) {
  const [day, time] = formatTimestamp(value).split(' • ');
  if (time === undefined) return <>{day}</>;
  return (
    <>
      <Box component="span" sx={nowrap}>{`${day} •`}</Box>{' '}
      <Box component="span" sx={nowrap}>
        {time}
      </Box>
    </>
  );
}
