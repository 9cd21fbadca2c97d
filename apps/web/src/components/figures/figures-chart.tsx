import { useEffect, useRef, useState } from 'react';
import type { Chart, ChartConfiguration, PointStyle } from 'chart.js';
import { currentLocale, intlLocale, useLingui } from '../../lib/i18n';
import { isRightToLeft } from '@elite/shared/locales';

export interface ChartSeries {
  key: string;
  label: string;
  values: number[];
}

/*
 * Each line differs by its dash and its points' shape as well as its colour (Okabe and Ito's
 * palette, told apart with every kind of colour vision), so the chart reads in grey too.
 */
const LOOKS: { color: string; dash: number[]; point: PointStyle }[] = [
  { color: '#0072B2', dash: [], point: 'circle' },
  { color: '#D55E00', dash: [8, 4], point: 'triangle' },
  { color: '#009E73', dash: [2, 3], point: 'rect' },
  { color: '#CC79A7', dash: [12, 4, 2, 4], point: 'rectRot' },
  { color: '#8a6100', dash: [16, 6], point: 'star' },
];

let loading: Promise<typeof Chart> | undefined;

/** Chart.js, with only the parts a line chart uses, loaded when a chart is first shown. */
function loadChart(): Promise<typeof Chart> {
  loading ??= import('chart.js').then((library) => {
    library.Chart.register(
      library.LineController,
      library.LineElement,
      library.PointElement,
      library.LinearScale,
      library.CategoryScale,
      library.Legend,
      library.Tooltip,
    );
    return library.Chart;
  });
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

function chartConfig(
  labels: string[],
  series: ChartSeries[],
  { ink, rtl, locale }: { ink: string; rtl: boolean; locale: string },
): ChartConfiguration<'line'> {
  const grid = { color: 'rgba(128, 128, 128, 0.25)' };
  return {
    type: 'line',
    data: {
      labels,
      datasets: series.map((line, index) => {
        const look = LOOKS[index % LOOKS.length]!;
        return {
          label: line.label,
          data: line.values,
          borderColor: look.color,
          backgroundColor: look.color,
          borderDash: look.dash,
          borderWidth: 2,
          pointStyle: look.point,
          pointRadius: labels.length > 31 ? 2.5 : 4,
          pointHoverRadius: 6,
          tension: 0,
        };
      }),
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      locale,
      interaction: { mode: 'index', intersect: false },
      scales: {
        // Time runs the way the page reads: from the right in a right-to-left locale.
        x: {
          reverse: rtl,
          // Labels centred under their day, with room between them (drawn inward, the first and last
          // touched their neighbours).
          ticks: {
            color: ink,
            autoSkip: true,
            autoSkipPadding: 16,
            maxRotation: 0,
          },
          grid,
        },
        y: {
          position: rtl ? 'right' : 'left',
          beginAtZero: true,
          ticks: { color: ink, precision: 0 },
          grid,
        },
      },
      plugins: {
        legend: {
          position: 'bottom',
          rtl,
          labels: { color: ink, usePointStyle: true, padding: 16 },
        },
        tooltip: { rtl, usePointStyle: true },
      },
    },
  };
}

/**
 * A line chart of figures by day. Its numbers are in the table beside it, which is what screen
 * readers read: the picture is named and points to it. Chart.js loads with the first chart, so
 * no other page carries it.
 */
export function FiguresChart({
  title,
  labels,
  series,
}: {
  title: string;
  labels: string[];
  series: ChartSeries[];
}) {
  const { _ } = useLingui();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);
  const locale = currentLocale();
  // Drawn again only when what it shows changes, not at every render of the page.
  const drawn = JSON.stringify({ labels, series, locale });

  useEffect(() => {
    const { labels, series, locale } = JSON.parse(drawn) as {
      labels: string[];
      series: ChartSeries[];
      locale: ReturnType<typeof currentLocale>;
    };
    let chart: Chart<'line'> | undefined;
    let cancelled = false;
    loadChart().then(
      (ChartClass) => {
        const element = canvas.current;
        if (cancelled || !element) return;
        const ink = getComputedStyle(element).color;
        chart = new ChartClass(
          element,
          chartConfig(labels, series, {
            ink,
            rtl: isRightToLeft(locale),
            locale: intlLocale(locale),
          }),
        );
      },
      () => {
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [drawn]);

  if (failed) {
    return (
      <p role="alert" className="alert alert-warning text-sm">
        {_('figures.chartFailed')}
      </p>
    );
  }
  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="font-semibold">{title}</figcaption>
      <div className="text-base-content relative h-72 w-full sm:h-80">
        <canvas ref={canvas} role="img" aria-label={`${title}. ${_('figures.chartNote')}`}>
          {_('figures.chartNote')}
        </canvas>
      </div>
    </figure>
  );
}
