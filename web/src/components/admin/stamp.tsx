// A date and time on two lines, the day over the time: admin tables keep their width for the rest.
import Typography from '@mui/material/Typography';
import { formatTimestamp } from '../../lib/format';

/** 'Mar 5, 2024' over '10:01 AM EST': the table keeps its width for the details. */
export function Stamp({ value }: { value: string }) {
  const text = formatTimestamp(value);
  const [day, time] = text.split(' • ');
  if (!time) return <>{text}</>;
  return (
    <>
      <Typography variant="body2" component="span" sx={{ display: 'block' }}>
        {day}
      </Typography>
      <Typography variant="caption" component="span" color="text.secondary" sx={{ display: 'block' }}>
        {time}
      </Typography>
    </>
  );
}
