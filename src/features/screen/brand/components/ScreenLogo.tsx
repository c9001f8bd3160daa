import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { screenQueries } from '../../../../api/screen/queries';
import { safeHttpUrl } from '../../../../api/screen/validate';
import { useScreenT } from '../../i18n';

export interface ScreenLogoProps {
  logoUrl: string;
  title: string;
  className?: string;
}

/**
 * The screen's logo, shown from the signed address `DescribeScreenUploadPicture` gives for its
 * `LogoUrl`, re-signed before it expires (the query's own timer). Only an http(s) address is
 * ever used as an image source; a failure shows nothing but a quiet note, never a broken image.
 */
export function ScreenLogo({ logoUrl, title, className }: ScreenLogoProps) {
  const t = useScreenT();
  const signed = useQuery({ ...screenQueries.logo(logoUrl), enabled: logoUrl !== '' });
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const src = safeHttpUrl(signed.data ? new URL(signed.data, window.location.href).href : null);
  if (!logoUrl) return null;
  if (signed.isError || (src && failedSrc === src)) {
    return (
      <span
        className={className}
        role="img"
        aria-label={t('screen.logoFailed')}
        title={t('screen.logoFailed')}
      >
        ⚠
      </span>
    );
  }
  if (!src) return null;
  return (
    <img
      className={className}
      src={src}
      alt={t('screen.logoAlt', { title })}
      onError={() => setFailedSrc(src)}
    />
  );
}
