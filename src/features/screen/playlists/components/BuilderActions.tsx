import { useNavigate } from 'react-router';
import { Button } from 'antd';
import { CopyOutlined, PlayCircleOutlined, SaveOutlined } from '@ant-design/icons';
import {
  parsePlaylistSearch,
  playlistSearch,
  type PlaylistEntry,
} from '../../../../api/playlists/model';
import { playHref } from '../model/sequence';
import { useToast } from '../../../../components/toast';
import { usePlaylistT } from '../i18n';
import styles from './playlists.module.css';

/**
 * Save, Play and Copy link. Play shows the saved playlist when the form is what was saved, else
 * what is in the form by its link; the link plays with no gateway at all, so it is offered
 * whenever the form's entries make a valid one.
 */
export function BuilderActions({
  entries,
  savedPlay,
  saving,
  saveBlock,
}: {
  entries: readonly PlaylistEntry[];
  /** The saved playlist's wall, when the form holds exactly what was saved. */
  savedPlay: string | null;
  saving: boolean;
  /** Why Save is disabled (the role, no gateway), spread on the button. */
  saveBlock: { disabled?: true; title?: string };
}) {
  const t = usePlaylistT();
  const navigate = useNavigate();
  const toast = useToast();
  const valid = entries.length > 0 && parsePlaylistSearch(playlistSearch(entries)) !== null;
  const link = valid ? playHref(entries) : null;
  const playTo = savedPlay ?? link;

  const copyLink = async () => {
    if (link === null) return;
    const whole = `${window.location.origin}${link}`;
    try {
      await navigator.clipboard.writeText(whole);
      toast.success(t('playlist.builder.copied'));
    } catch {
      toast.info(t('playlist.builder.copyFailed', { link: whole }));
    }
  };

  return (
    <div className={styles.actions}>
      <Button
        type="primary"
        htmlType="submit"
        icon={<SaveOutlined aria-hidden />}
        loading={saving}
        {...saveBlock}
      >
        {saving ? t('playlist.builder.saving') : t('playlist.builder.save')}
      </Button>
      <Button
        icon={<PlayCircleOutlined aria-hidden />}
        disabled={playTo === null}
        title={
          playTo === null ? t('playlist.builder.linkNeedsScreens') : t('playlist.builder.playHint')
        }
        onClick={() => playTo && void navigate(playTo)}
      >
        {t('playlist.builder.play')}
      </Button>
      <Button
        icon={<CopyOutlined aria-hidden />}
        disabled={link === null}
        title={link === null ? t('playlist.builder.linkNeedsScreens') : undefined}
        onClick={() => void copyLink()}
      >
        {t('playlist.builder.copyLink')}
      </Button>
    </div>
  );
}
