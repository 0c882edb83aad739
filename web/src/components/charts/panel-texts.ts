// A chart's sentences as a messages file holds them ({title, subtitle, empty}), spread into its
// ChartPanel: `<ChartPanel {...panelTexts(UI.price)} state=… table=… chart=… />`.
export interface PanelMessages {
  title: string;
  subtitle: string;
  empty: string;
}

export const panelTexts = ({ title, subtitle, empty }: PanelMessages) => ({ title, subtitle, emptyText: empty });
