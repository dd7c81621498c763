import styled from '@emotion/styled';

interface Point {
  minute: string;
  version: string;
  loads: number;
  failures: number;
}

const WIDTH = 600;
const HEIGHT = 140;
const PAD = 24;
const MINUTES = 60;
/** Live first, then the canary: the lines' colours. */
const COLOURS = ['var(--lo-primary)', 'var(--lo-danger)', 'var(--lo-fg-muted)'];

const StyledFigure = styled.figure`
  margin: 0;
  svg {
    width: 100%;
    height: auto;
    max-height: 180px;
    display: block;
  }
  figcaption {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 16px;
    font-size: 0.85rem;
    color: var(--lo-fg-muted);
  }
  figcaption span::before {
    content: '';
    display: inline-block;
    width: 12px;
    height: 3px;
    margin-right: 6px;
    vertical-align: middle;
    background: var(--swatch);
  }
`;

const rateOf = (p: Point) => (p.loads + p.failures === 0 ? 0 : Math.min(1, p.failures / Math.max(p.loads, p.failures)));

/** Error rate per minute over the last hour, one line per version (live, canary): where a glance beats the table. */
export function ErrorRateChart({ series, versions, title }: { series: Point[]; versions: string[]; title: string }) {
  const now = Math.floor(Date.now() / 60_000);
  const x = (minute: string) => PAD + ((MINUTES - (now - Math.floor(Date.parse(minute) / 60_000))) / MINUTES) * (WIDTH - 2 * PAD);
  const y = (rate: number) => HEIGHT - PAD - rate * (HEIGHT - 2 * PAD);
  const shown = versions.length > 0 ? versions : [...new Set(series.map((p) => p.version))];
  const worst = shown.map((version) => {
    const rates = series.filter((p) => p.version === version).map(rateOf);
    return `${version}: highest ${Math.round(Math.max(0, ...rates) * 100)}%`;
  });
  return (
    <StyledFigure>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={`${title} over the last hour. ${worst.join('; ')}.`}>
        {[0, 0.5, 1].map((rate) => (
          <g key={rate}>
            <line x1={PAD} x2={WIDTH - PAD} y1={y(rate)} y2={y(rate)} stroke="var(--lo-border)" strokeWidth="1" />
            <text x={2} y={y(rate) + 4} fontSize="10" fill="var(--lo-fg-muted)">
              {rate * 100}%
            </text>
          </g>
        ))}
        {shown.map((version, i) => {
          const points = series.filter((p) => p.version === version);
          if (points.length === 0) return null;
          const path = points.map((p) => `${x(p.minute).toFixed(1)},${y(rateOf(p)).toFixed(1)}`).join(' ');
          return points.length === 1 ? (
            <circle key={version} cx={x(points[0]!.minute)} cy={y(rateOf(points[0]!))} r="3" fill={COLOURS[i] ?? COLOURS[2]} />
          ) : (
            <polyline key={version} points={path} fill="none" stroke={COLOURS[i] ?? COLOURS[2]} strokeWidth="2" />
          );
        })}
      </svg>
      <figcaption>
        {shown.map((version, i) => (
          <span key={version} style={{ ['--swatch' as string]: COLOURS[i] ?? COLOURS[2] }}>
            {version}
            {i === 0 ? ' (live)' : i === 1 ? ' (canary)' : ''}
          </span>
        ))}
        <span style={{ ['--swatch' as string]: 'transparent' }}>{title}, last 60 minutes</span>
      </figcaption>
    </StyledFigure>
  );
}
