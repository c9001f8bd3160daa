import { Alert, Flex } from 'antd';
import { describeError } from '../../../components/describeError';
import { useComponentsT } from '../componentsI18n';
import { regionProblems, useRegionStatus, type RegionProblem } from '../model/regionStatus';

function ProblemAlert({ problem, checking }: { problem: RegionProblem; checking: boolean }) {
  const t = useComponentsT();
  switch (problem.kind) {
    case 'status':
      return (
        <Alert
          type={problem.status === 'INITIALIZING' ? 'info' : 'error'}
          showIcon
          role={problem.status === 'INITIALIZING' ? 'status' : 'alert'}
          title={t(`catalogs.region.${problem.status}.title`)}
          description={
            <>
              {t(`catalogs.region.${problem.status}.body`)}
              {checking && ` ${t('catalogs.region.checking')}`}
            </>
          }
        />
      );
    case 'unknownStatus':
      return (
        <Alert
          type="warning"
          showIcon
          role="alert"
          title={t('catalogs.region.unknown.title', { status: problem.status })}
          description={t('catalogs.region.unknown.body')}
        />
      );
    case 'noServiceRole':
      return (
        <Alert
          type="warning"
          showIcon
          role="alert"
          title={t('catalogs.region.noRole.title')}
          description={t('catalogs.region.noRole.body')}
        />
      );
  }
}

/**
 * Says why catalogs may not work in this region and what to do: the service not activated,
 * activating (checked again every 10 s), failed to activate, an unknown status (named as sent),
 * or the service role not authorized. Nothing when all is well; a small warning when the status
 * could not be read.
 */
export function RegionBanner() {
  const t = useComponentsT();
  const status = useRegionStatus();
  if (status.isError && status.data === undefined) {
    const described = describeError(status.error, t);
    return (
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 16 }}
        title={t('catalogs.region.readFailed', { detail: described.message })}
      />
    );
  }
  if (!status.data) return null;
  const problems = regionProblems(status.data);
  if (problems.length === 0) return null;
  return (
    <Flex vertical gap={8} style={{ marginBottom: 16 }}>
      {problems.map((problem) => (
        <ProblemAlert
          key={problem.kind}
          problem={problem}
          checking={status.isFetching && problem.kind === 'status'}
        />
      ))}
    </Flex>
  );
}
