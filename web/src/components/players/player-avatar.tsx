// A player's avatar through the server's image proxy (which answers a placeholder when the game
// platform fails); a letter avatar if even that cannot load. Fixed size: no layout jump.
import { useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';

export const avatarPath = (userId: number) => `/api/proxy/roblox-avatar/${encodeURIComponent(String(userId))}`;

export function PlayerAvatar({ userId, name, size = 40, alt }: { userId: number; name: string; size?: number; alt: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <Avatar role="img" aria-label={alt} sx={{ width: size, height: size, flex: 'none' }}>
        {[...name.trim()][0]?.toUpperCase() ?? '?'}
      </Avatar>
    );
  }
  return (
    <Box
      component="img"
      src={avatarPath(userId)}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      sx={{ width: size, height: size, flex: 'none', borderRadius: '50%', objectFit: 'cover', bgcolor: 'action.hover' }}
    />
  );
}
