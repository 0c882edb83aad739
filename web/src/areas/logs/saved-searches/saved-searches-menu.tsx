// 'Saved searches' on a log screen: reopen a saved view (its URL query) with one click, save the
// view on screen, delete one's own (administrators: any). Shared searches name who shared them.
import { useContext, useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { can, isAdmin, permissionSubject, type SavedSearch, type SavedSearchScreen, type User } from '@staff-console/domain';
import { AuthContext } from '../../../lib/auth-context';
import { SaveSearchDialog } from './save-search-dialog';
import { savedQuery, useDeleteSavedSearch, useSavedSearches } from './saved-searches-api';
import { SAVED_UI } from './saved-searches-messages';

function sharedNote(saved: SavedSearch, myId: string): string | undefined {
  if (!saved.shared) return undefined;
  return saved.createdBy.id === myId ? SAVED_UI.sharedByMe : SAVED_UI.sharedBy(saved.createdBy.username);
}

/** Shown in a session only (a screen rendered on its own offers nothing to save to). */
export function SavedSearchesMenu({ screen }: { screen: SavedSearchScreen }) {
  const user = useContext(AuthContext)?.user;
  return user ? <SavedSearchesButton screen={screen} user={user} /> : null;
}

function SavedSearchesButton({ screen, user }: { screen: SavedSearchScreen; user: User }) {
  const menuId = useId();
  const subject = permissionSubject(user);
  const location = useLocation();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [saving, setSaving] = useState(false);
  const list = useSavedSearches(screen, anchor !== null);
  const remove = useDeleteSavedSearch();
  const myId = user.id;
  const close = () => setAnchor(null);

  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={<BookmarkBorderIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {SAVED_UI.menu}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close} slotProps={{ paper: { sx: { maxWidth: 360, minWidth: 240 } } }}>
        <MenuItem
          onClick={() => {
            close();
            setSaving(true);
          }}
        >
          {SAVED_UI.saveCurrent}
        </MenuItem>
        <Divider />
        {list.isError ? <MenuItem disabled>{SAVED_UI.loadFailed}</MenuItem> : null}
        {list.data?.length === 0 ? <MenuItem disabled>{SAVED_UI.none}</MenuItem> : null}
        {list.data?.map((saved) => (
          <MenuItem
            key={saved._id}
            onClick={() => {
              close();
              void navigate({ pathname: location.pathname, search: saved.query ? `?${saved.query}` : '' });
            }}
            sx={{ gap: 1 }}
          >
            <ListItemText primary={saved.name} secondary={sharedNote(saved, myId)} slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }} />
            {saved.createdBy.id === myId || isAdmin(subject) ? (
              <IconButton
                size="small"
                edge="end"
                aria-label={SAVED_UI.delete(saved.name)}
                disabled={remove.isPending}
                onClick={(e) => {
                  e.stopPropagation();
                  remove.mutate(saved._id);
                }}
              >
                <DeleteOutlineIcon fontSize="small" />
              </IconButton>
            ) : null}
          </MenuItem>
        ))}
      </Menu>
      {saving ? (
        <SaveSearchDialog screen={screen} query={savedQuery(location.search)} canShare={can(subject, 'moderate')} onClose={() => setSaving(false)} />
      ) : null}
    </>
  );
}
