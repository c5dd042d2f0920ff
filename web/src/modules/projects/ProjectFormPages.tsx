import { useMemo, useState } from 'react';
import { Alert, App, Breadcrumb, Spin, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { readError } from '../../app/errors';
import { useSession } from '../../app/session';
import { useConfirmedAction } from '../../app/useConfirmedAction';
import { emptyProject, isBidding, splitUid, toProjectFormValues, toProjectInput, type ProjectFormValues } from './model';
import { CreateProjectMutation, NextProjectUidQuery, ProjectQuery, UpdateProjectMutation } from './operations';
import { ProjectForm } from './ProjectForm';
import { selectedProjectId, selectProject } from './selection';
import { PROJECT_MESSAGES } from './validation';

/** The company's default markup (companyDets, or the company a platform admin opened). */
function useDefaultMarkup(): string | null {
  const { company, selectedComp } = useSession();
  const raw = selectedComp?.defaultMarkup ?? company?.defaultMarkup;
  return typeof raw === 'string' || typeof raw === 'number' ? String(raw) : null;
}

export function CreateProjectPage() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const confirm = useConfirmedAction();
  const defaultMarkup = useDefaultMarkup();
  const nextUid = useQuery(NextProjectUidQuery, { fetchPolicy: 'network-only' });
  const [submitting, setSubmitting] = useState(false);
  const uid = splitUid(nextUid.data?.nextProjectUid ?? '');
  const initial = useMemo(() => emptyProject(uid.number, defaultMarkup), [uid.number, defaultMarkup]);

  async function create(values: ProjectFormValues) {
    setSubmitting(true);
    try {
      const res = await client.mutate({ mutation: CreateProjectMutation, variables: { input: toProjectInput(values) } });
      const created = res.data?.createProject;
      if (!created) throw new Error('no project');
      confirm({
        question: PROJECT_MESSAGES.setupBid,
        okText: 'Continue',
        run: async () => {
          selectProject(created);
          navigate('/admin/bid-sheet');
        },
        // Selecting is a local-storage write; should even that fail, land where Skip would.
        failure: () => navigate('/admin/projects'),
        onSkip: () => navigate('/admin/projects'),
      });
    } catch (err) {
      const e = readError(err);
      modal.error({ content: PROJECT_MESSAGES.createFailed(e.message), okText: 'Ok' });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <>
      <Breadcrumb style={{ marginBottom: 8 }} items={[{ title: <Link to="/admin/projects">All Projects</Link> }, { title: 'Create Project' }]} />
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        Create Project
      </Typography.Title>
      {nextUid.error && <Alert type="warning" showIcon title={PROJECT_MESSAGES.nextUidFailed} style={{ marginBottom: 16 }} />}
      {nextUid.loading && !nextUid.data ? (
        <Spin />
      ) : (
        <ProjectForm mode="create" initialValues={initial} uidPrefix={uid.prefix} uidEditable submitting={submitting} onSubmit={create} />
      )}
    </>
  );
}

export function EditProjectPage() {
  const session = useSession();
  const client = useApolloClient();
  const navigate = useNavigate();
  const { modal, message } = App.useApp();
  const confirm = useConfirmedAction();
  const id = selectedProjectId(session.selectedProject);
  const { data, loading, error } = useQuery(ProjectQuery, { variables: { id: id ?? '' }, skip: !id, fetchPolicy: 'network-only' });
  const [submitting, setSubmitting] = useState(false);
  const project = data?.project;
  const initial = useMemo(() => (project ? toProjectFormValues(project) : null), [project]);

  function update(values: ProjectFormValues) {
    if (!project) return;
    confirm({
      question: PROJECT_MESSAGES.confirmUpdate,
      okText: 'Update',
      cancelText: 'Cancel',
      run: async () => {
        setSubmitting(true);
        await client.mutate({ mutation: UpdateProjectMutation, variables: { id: project.id, input: toProjectInput(values) } });
      },
      failure: (err) => {
        const e = readError(err);
        const text = PROJECT_MESSAGES.updateFailed(e.message);
        message.error(text);
        modal.error({ content: text, okText: 'Ok' });
      },
      // Update flow (docs/projects.md §4): reload the project, then its details page.
      onSuccess: async () => {
        try {
          const res = await client.query({ query: ProjectQuery, variables: { id: project.id }, fetchPolicy: 'network-only' });
          const fresh = res.data?.project;
          if (!fresh) throw new Error('no project');
          selectProject(fresh);
          navigate('/admin/project-details');
        } catch {
          message.error(PROJECT_MESSAGES.reloadFailed);
          navigate('/admin/projects');
        }
      },
      onSettled: () => setSubmitting(false),
    });
  }

  return (
    <>
      <Breadcrumb style={{ marginBottom: 8 }} items={[{ title: <Link to="/admin/projects">All Projects</Link> }, { title: 'Edit Project' }]} />
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        Edit Project
      </Typography.Title>
      {(!id || error) && <Alert type="error" showIcon title={PROJECT_MESSAGES.detailsFailed} />}
      {loading && !project && <Spin />}
      {project && initial && (
        <ProjectForm
          mode="edit"
          initialValues={initial}
          uidPrefix={splitUid(project.uid).prefix}
          project={project}
          uidEditable={isBidding(project.status)}
          submitting={submitting}
          onSubmit={update}
        />
      )}
    </>
  );
}
