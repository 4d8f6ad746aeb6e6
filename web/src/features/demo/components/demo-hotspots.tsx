import { DemoHotspot } from './demo-hotspot';

/** The five explanations of the demo (spec: demo admin hotspots). */
export const demoHotspots = {
  subscription: () => (
    <DemoHotspot topic="Subscription management">
      See your plan, seats and monthly fee at a glance: $49 per consultant per month, four seats minimum.
    </DemoHotspot>
  ),
  brideAnalysis: () => (
    <DemoHotspot topic="Client analysis">
      Every bride who fills in your survey gets a coaching plan: venue and style analysis, a strategy for her
      appointment and dresses from your own racks.
    </DemoHotspot>
  ),
  inventory: () => (
    <DemoHotspot topic="Inventory management">
      Upload your inventory as a spreadsheet and every recommendation comes from the dresses you actually carry.
    </DemoHotspot>
  ),
  team: () => (
    <DemoHotspot topic="Team management">
      Invite your consultants, give each coaching goals, and see who has set up their account.
    </DemoHotspot>
  ),
  trendingGowns: () => (
    <DemoHotspot topic="Trending gowns">
      Share your top sellers and trend reports, and the recommendations will favour what sells.
    </DemoHotspot>
  ),
} as const;
