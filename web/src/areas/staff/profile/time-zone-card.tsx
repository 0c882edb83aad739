// The staff member's own time zone (US Eastern by default): a searchable list of the browser's IANA
// zones, saved on the server with PUT /api/auth/profile.
import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { DEFAULT_TIME_ZONE, formatDateTime, isTimeZone, timeZoneList, type User } from '@staff-console/domain';
import { useAuth } from '../../../lib/auth-context';
import { timeZoneName } from '../../../lib/time-zone';
import { TIME_ZONE_UI } from '../../../lib/time-zone-messages';
import { profileErrorText } from './profile-details-form';
import { useUpdateProfile } from './update-profile';
import { ProfileSection } from './profile-section';

export function TimeZoneCard({ user, onSaved }: { user: User; onSaved: (message: string) => void }) {
  const { updateUser } = useAuth();
  const current = user.timeZone ?? DEFAULT_TIME_ZONE;
  const [zone, setZone] = useState<string | null>(current);
  const zones = useMemo(() => timeZoneList(), []);
  const mutation = useUpdateProfile();
  const valid = zone !== null && isTimeZone(zone);
  const save = () => {
    if (!valid) return;
    mutation.mutate(
      { timeZone: zone },
      {
        onSuccess: (res) => {
          updateUser(res.user);
          onSaved(TIME_ZONE_UI.saved(timeZoneName(res.user.timeZone ?? zone)));
        },
      },
    );
  };
  return (
    <ProfileSection
      id="profile-time-zone"
      title={TIME_ZONE_UI.cardTitle}
      body={
        <>
          {TIME_ZONE_UI.cardBody} {TIME_ZONE_UI.current(formatDateTime(Date.now(), current))}
        </>
      }
      spacing={{ mb: 3 }}
    >
      {mutation.isError ? (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {profileErrorText(mutation.error)}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <Autocomplete
          options={zones}
          value={zone}
          onChange={(_e, value) => setZone(value)}
          getOptionLabel={(z) => z.replace(/_/g, ' ')}
          autoHighlight
          sx={{ flex: '1 1 260px', minWidth: 0, maxWidth: 420 }}
          renderInput={(params) => (
            <TextField
              {...params}
              label={TIME_ZONE_UI.field}
              helperText={zone === null ? TIME_ZONE_UI.unknown : TIME_ZONE_UI.fieldHelp}
              error={zone === null}
            />
          )}
        />
        <Button variant="contained" onClick={save} disabled={!valid || zone === current} loading={mutation.isPending} sx={{ height: 56 }}>
          {TIME_ZONE_UI.save}
        </Button>
      </Box>
    </ProfileSection>
  );
}
