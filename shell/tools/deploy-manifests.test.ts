import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { Namespace, ConfigMap, Service } from 'kubernetes-models/v1';
import { Deployment } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { Job } from 'kubernetes-models/batch/v1';
import { Ingress, NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { parse, parseAllDocuments } from 'yaml';
import { describe, expect, it } from 'vitest';
import { REMOTE_DIRS, resolveRoot } from './workspace.js';

/**
 * The deployment files (shell/deploy): the Kubernetes overlays rendered by `kubectl kustomize` and checked against
 * the Kubernetes schemas (kubernetes-models) and our own rules, and the one-host compose file.
 */

type K8sObject = { apiVersion: string; kind: string; metadata: { name: string; labels?: Record<string, string> }; spec?: any; data?: Record<string, string> };
type Container = {
  name: string;
  image: string;
  command?: string[];
  env?: Array<{ name: string; value?: string; valueFrom?: any }>;
  envFrom?: Array<{ configMapRef?: { name: string } }>;
  [key: string]: any;
};

const MODELS: Record<string, new (data: any) => { validate(): void }> = {
  'v1/Namespace': Namespace,
  'v1/ConfigMap': ConfigMap,
  'v1/Service': Service,
  'apps/v1/Deployment': Deployment,
  'batch/v1/Job': Job,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'networking.k8s.io/v1/NetworkPolicy': NetworkPolicy,
  'networking.k8s.io/v1/Ingress': Ingress,
};

/** kubectl with a kustomize that reads today's kustomization fields (v4 and later: `patches`, `labels`). */
function kustomizeReady(): { ok: true } | { ok: false; reason: string } {
  try {
    const version = JSON.parse(execFileSync('kubectl', ['version', '--client', '-o', 'json'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })) as {
      kustomizeVersion?: string;
    };
    const major = Number(/^v?(\d+)/.exec(version.kustomizeVersion ?? '')?.[1] ?? 0);
    return major >= 4 ? { ok: true } : { ok: false, reason: `kubectl's kustomize is ${version.kustomizeVersion ?? 'unknown'}; v4 or later is needed` };
  } catch {
    return { ok: false, reason: 'kubectl is not installed' };
  }
}
const ready = kustomizeReady();
if (!ready.ok && process.env.CI) throw new Error(`The Kubernetes manifests cannot be rendered in CI: ${ready.reason}`);
if (!ready.ok) console.warn(`Kubernetes manifests skipped: ${ready.reason}`);

function render(dir: string): K8sObject[] {
  const text = execFileSync('kubectl', ['kustomize', resolveRoot('shell/deploy/kubernetes', dir)], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  return parseAllDocuments(text).map((document) => document.toJS() as K8sObject);
}

const podSpec = (object: K8sObject) => (object.kind === 'Deployment' || object.kind === 'Job' ? object.spec.template.spec : undefined);
const containersOf = (object: K8sObject): Container[] => [...(podSpec(object)?.initContainers ?? []), ...(podSpec(object)?.containers ?? [])];
const labelsOf = (object: K8sObject): Record<string, string> => object.spec?.template?.metadata?.labels ?? {};

const objects = ready.ok ? render('overlays/production') : [];
const named = (kind: string, name: string) => {
  const found = objects.find((object) => object.kind === kind && object.metadata.name === name);
  if (!found) throw new Error(`no ${kind} ${name} in the overlay`);
  return found;
};
const workloads = objects.filter((object) => podSpec(object));
const configMap = (prefix: string) => objects.find((object) => object.kind === 'ConfigMap' && object.metadata.name.startsWith(`${prefix}-`))!;

describe.skipIf(!ready.ok)('the Kubernetes production overlay: objects, containers and probes', () => {
  it('renders objects that match the Kubernetes schemas', () => {
    expect(objects.length).toBeGreaterThan(20);
    for (const object of objects) {
      const Model = MODELS[`${object.apiVersion}/${object.kind}`];
      expect(Model, `${object.apiVersion} ${object.kind} ${object.metadata.name}: no schema model listed here`).toBeDefined();
      expect(() => new Model!(object).validate(), `${object.kind} ${object.metadata.name}`).not.toThrow();
      expect((object as { metadata: { namespace?: string } }).metadata.namespace ?? (object.kind === 'Namespace' ? 'launchops' : undefined)).toBe('launchops');
    }
  });

  it('has the site, the API, each remote, the migrations Job, their Services, the API autoscaler and disruption budgets', () => {
    const deployments = objects.filter((object) => object.kind === 'Deployment').map((object) => object.metadata.name);
    expect(deployments.sort()).toEqual(['launchops-api', 'launchops-site', ...REMOTE_DIRS.map((dir) => `launchops-${dir}`)].sort());
    for (const name of deployments) expect(named('Service', name).spec.selector).toEqual(named('Deployment', name).spec.selector.matchLabels);
    const hpa = named('HorizontalPodAutoscaler', 'launchops-api');
    expect(hpa.spec.scaleTargetRef).toMatchObject({ kind: 'Deployment', name: 'launchops-api' });
    expect(hpa.spec.minReplicas).toBeGreaterThanOrEqual(2);
    expect(named('PodDisruptionBudget', 'launchops-api').spec.selector.matchLabels).toEqual(named('Deployment', 'launchops-api').spec.selector.matchLabels);
    expect(named('PodDisruptionBudget', 'launchops-site').spec.selector.matchLabels).toEqual(named('Deployment', 'launchops-site').spec.selector.matchLabels);
  });

  it('gives every container a pinned image, requests and limits, a non-root user and a read-only root filesystem, and no capability', () => {
    expect(workloads.length).toBeGreaterThan(0);
    for (const workload of workloads) {
      const pod = podSpec(workload);
      for (const container of containersOf(workload)) {
        const where = `${workload.kind} ${workload.metadata.name} / ${container.name}`;
        expect(container.image, where).toMatch(/^[a-z0-9.\-/]+:[A-Za-z0-9._-]+$/);
        expect(container.image, where).not.toMatch(/:latest$/);
        for (const kind of ['requests', 'limits']) expect(Object.keys(container.resources?.[kind] ?? {}).sort(), `${where} ${kind}`).toEqual(['cpu', 'memory']);
        const runAsNonRoot = container.securityContext?.runAsNonRoot ?? pod.securityContext?.runAsNonRoot;
        const runAsUser = container.securityContext?.runAsUser ?? pod.securityContext?.runAsUser;
        expect(runAsNonRoot, where).toBe(true);
        expect(runAsUser, where).toBeGreaterThan(0);
        expect(container.securityContext?.readOnlyRootFilesystem, where).toBe(true);
        expect(container.securityContext?.allowPrivilegeEscalation, where).toBe(false);
        expect(container.securityContext?.capabilities?.drop, where).toContain('ALL');
        expect(container.securityContext?.capabilities?.add ?? [], where).toEqual([]);
      }
      expect(pod.automountServiceAccountToken, workload.metadata.name).toBe(false);
    }
  });

  it('gives every long-running container startup, readiness and liveness probes (the API: /api/health ready, /api/health/live live)', () => {
    for (const deployment of objects.filter((object) => object.kind === 'Deployment')) {
      for (const container of podSpec(deployment).containers as Container[]) {
        for (const probe of ['startupProbe', 'readinessProbe', 'livenessProbe']) expect(container[probe], `${deployment.metadata.name} ${probe}`).toBeDefined();
      }
    }
    const [api] = podSpec(named('Deployment', 'launchops-api')).containers as Container[];
    expect(api!.readinessProbe.httpGet.path).toBe('/api/health');
    expect(api!.livenessProbe.httpGet.path).toBe('/api/health/live');
  });
});

describe.skipIf(!ready.ok)('the Kubernetes production overlay: migrations, configuration and network', () => {
  it('never migrates in an API replica: MIGRATIONS=skip, an init container that waits, and the Job that runs them', () => {
    const api = named('Deployment', 'launchops-api');
    const [container] = podSpec(api).containers as Container[];
    const configName = container!.envFrom?.find((source) => source.configMapRef)?.configMapRef?.name;
    expect(configName).toMatch(/^launchops-api-[a-z0-9]+$/);
    expect(named('ConfigMap', configName!).data?.MIGRATIONS).toBe('skip');
    expect(container!.env?.some((variable) => variable.name === 'MIGRATIONS')).toBe(false);
    expect((podSpec(api).initContainers as Container[]).map((init) => init.command)).toEqual([['node', 'dist/migrate.js', '--wait']]);
    const jobs = objects.filter((object) => object.kind === 'Job');
    expect(jobs).toHaveLength(1);
    const [migrate] = podSpec(jobs[0]!).containers as Container[];
    expect(migrate!.command).toEqual(['node', 'dist/migrate.js']);
    expect(migrate!.image).toBe(container!.image);
    // A new Job per release (a Job's pod template cannot change): its name carries the API's version.
    const tag = container!.image.split(':').pop()!;
    expect(jobs[0]!.metadata.name).toBe(`launchops-migrate-${tag.replace(/[^a-z0-9]+/g, '-')}`);
  });

  it('takes secrets from Secrets and the rest from ConfigMaps', () => {
    const secretNames = ['DATABASE_URL', 'REDIS_URL', 'RELEASE_ADMIN_TOKEN', 'RELEASE_PIN_SECRET', 'SITE_API_SECRET'];
    for (const configMapObject of objects.filter((object) => object.kind === 'ConfigMap')) {
      for (const key of Object.keys(configMapObject.data ?? {})) expect(secretNames, `${configMapObject.metadata.name} holds ${key}`).not.toContain(key);
    }
    const [api] = podSpec(named('Deployment', 'launchops-api')).containers as Container[];
    for (const name of secretNames) {
      expect(api!.env?.find((variable) => variable.name === name)?.valueFrom?.secretKeyRef?.name, name).toBe('launchops-secrets');
    }
    const [site] = podSpec(named('Deployment', 'launchops-site')).containers as Container[];
    for (const name of ['RELEASE_PIN_SECRET', 'SITE_API_SECRET']) {
      expect(site!.env?.find((variable) => variable.name === name)?.valueFrom?.secretKeyRef?.name, name).toBe('launchops-secrets');
    }
    expect(configMap('launchops-site').data?.API_URL).toBe('http://launchops-api:3000');
  });

  it('lets only the site reach the API, and only the API and its Job reach PostgreSQL and Redis', () => {
    const policies = objects.filter((object) => object.kind === 'NetworkPolicy');
    const deny = policies.find((policy) => Object.keys(policy.spec.podSelector).length === 0 && !policy.spec.ingress && !policy.spec.egress);
    expect(deny?.spec.policyTypes.sort()).toEqual(['Egress', 'Ingress']);
    const dns = policies.find((policy) => policy.spec.egress?.some((rule: any) => rule.ports?.some((port: any) => port.port === 53)));
    expect(dns?.spec.podSelector).toEqual({});
    const selects = (policy: K8sObject, labels: Record<string, string>) =>
      Object.entries(policy.spec.podSelector.matchLabels ?? {}).every(([key, value]) => labels[key] === value);
    const apiLabels = labelsOf(named('Deployment', 'launchops-api'));
    const siteLabels = labelsOf(named('Deployment', 'launchops-site'));
    // Every rule letting traffic into the API's pods names the site's pods, and only them.
    const apiIngress = policies.filter((policy) => selects(policy, apiLabels)).flatMap((policy) => policy.spec.ingress ?? []);
    expect(apiIngress.length).toBeGreaterThan(0);
    for (const rule of apiIngress) {
      expect(rule.from?.length, 'an API ingress rule open to all').toBeGreaterThan(0);
      for (const peer of rule.from) {
        expect(peer.namespaceSelector).toBeUndefined();
        expect(peer.ipBlock).toBeUndefined();
        expect(Object.entries(peer.podSelector.matchLabels).every(([key, value]) => siteLabels[key] === value)).toBe(true);
      }
    }
    // Egress to PostgreSQL's and Redis's ports only from the API's and the migrations Job's pods.
    const jobLabels = labelsOf(objects.find((object) => object.kind === 'Job')!);
    const databasePorts = new Set([5432, 6379]);
    for (const policy of policies) {
      const opens = (policy.spec.egress ?? []).some((rule: any) => (rule.ports ?? []).some((port: any) => databasePorts.has(port.port)) || !rule.ports);
      if (!opens) continue;
      const forApi = Object.keys(policy.spec.podSelector.matchLabels ?? {}).length > 0 && (selects(policy, apiLabels) || selects(policy, jobLabels));
      expect(forApi, `NetworkPolicy ${policy.metadata.name} opens PostgreSQL or Redis to other pods`).toBe(true);
    }
    // Everyone else's egress names its ports, none of them the database's.
    for (const workload of workloads.filter((object) => object !== named('Deployment', 'launchops-api') && object.kind !== 'Job')) {
      const ports = policies
        .filter((policy) => selects(policy, labelsOf(workload)))
        .flatMap((policy) => (policy.spec.egress ?? []).flatMap((rule: any) => rule.ports ?? []));
      expect(
        ports.some((port: any) => databasePorts.has(port.port)),
        workload.metadata.name,
      ).toBe(false);
    }
  });
});

describe('the one-host compose file', () => {
  const compose = parse(readFileSync(resolveRoot('shell/deploy/compose.yaml'), 'utf8'), { merge: true }) as {
    services: Record<
      string,
      {
        image: string;
        command?: string[];
        environment?: Record<string, string>;
        healthcheck?: { test: string[] };
        depends_on?: Record<string, { condition: string }>;
        read_only?: boolean;
        user?: string;
      }
    >;
  };
  const services = compose.services;

  it('runs the site, 3 API replicas, the four remotes, PostgreSQL and Redis, each with a health check', () => {
    expect(Object.keys(services).sort()).toEqual(['api-1', 'api-2', 'api-3', 'migrate', 'postgres', 'redis', 'site', ...REMOTE_DIRS].sort());
    expect(services.postgres!.image).toMatch(/^docker\.io\/library\/postgres:\d+/);
    expect(services.redis!.image).toMatch(/^docker\.io\/(library\/redis|valkey\/valkey):\d+/);
    for (const [name, service] of Object.entries(services)) {
      if (name === 'migrate') continue;
      expect(['CMD', 'CMD-SHELL'], name).toContain(service.healthcheck?.test[0]);
    }
  });

  it('migrates once before the replicas, which never migrate, and runs our images read-only as a non-root user', () => {
    expect(services.migrate!.command).toEqual(['node', 'dist/migrate.js']);
    for (const name of ['api-1', 'api-2', 'api-3']) {
      expect(services[name]!.environment?.MIGRATIONS, name).toBe('skip');
      expect(services[name]!.depends_on?.migrate?.condition, name).toBe('service_completed_successfully');
    }
    const site = services.site!;
    expect(site.environment?.API_URL).toBe('http://api-1:3000,http://api-2:3000,http://api-3:3000');
    for (const name of ['migrate', 'api-1', 'api-2', 'api-3', 'site', ...REMOTE_DIRS]) {
      expect(services[name]!.read_only, name).toBe(true);
      expect(services[name]!.user, name).toBe('10001:10001');
    }
  });

  it('names every variable it needs in the .env example', () => {
    const text = readFileSync(resolveRoot('shell/deploy/compose.yaml'), 'utf8');
    const required = new Set([...text.matchAll(/\$\{([A-Z_]+):\?/g)].map((match) => match[1]));
    const example = readFileSync(resolveRoot('shell/deploy/.env.example'), 'utf8');
    for (const name of required) expect(example, name).toMatch(new RegExp(`^${name}=`, 'm'));
  });
});
