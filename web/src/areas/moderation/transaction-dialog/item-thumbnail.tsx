// An item's picture from the thumbnails proxy: a skeleton while the lookup runs, the image when the
// platform has one, else a neutral placeholder (a missing picture is never an error to the user).
import { useState } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import ImageNotSupportedOutlinedIcon from '@mui/icons-material/ImageNotSupportedOutlined';
import { DIALOG_UI } from './dialog-messages';
import type { Thumbnails } from './get-thumbnails';

export interface ItemThumbnailProps {
  assetId: number | null;
  name: string;
  thumbnails: Thumbnails;
  loading: boolean;
  size?: number;
}

export function ItemThumbnail({ assetId, name, thumbnails, loading, size = 56 }: ItemThumbnailProps) {
  const [broken, setBroken] = useState(false);
  const url = assetId !== null ? thumbnails[assetId] : null;
  const frame = { width: size, height: size, flexShrink: 0, borderRadius: 1.5 } as const;
  if (assetId !== null && loading) return <Skeleton variant="rounded" sx={frame} data-testid="thumbnail-loading" />;
  if (url && !broken) {
    return (
      <Box
        component="img"
        src={url}
        alt={DIALOG_UI.itemImage(name)}
        loading="lazy"
        width={size}
        height={size}
        onError={() => setBroken(true)}
        sx={{ ...frame, objectFit: 'contain', bgcolor: 'action.hover' }}
      />
    );
  }
  return (
    <Box role="img" aria-label={DIALOG_UI.noImage} sx={{ ...frame, display: 'grid', placeItems: 'center', bgcolor: 'action.hover', color: 'text.disabled' }}>
      <ImageNotSupportedOutlinedIcon fontSize="small" />
    </Box>
  );
}
