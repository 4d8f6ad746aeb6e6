import { describe, expect, it } from '@jest/globals';
import { contextFor, emma, makeBride, maya, sofia } from '@bridal/testing/fixtures/analysis-fixtures';
import { analyzeVenue } from './analyze-venue';
import { classifyVenue } from './classify-venue';

const venueOf = (weddingVenue: string, weddingLocation = '', weddingDate = '2026-06-20') =>
  classifyVenue(makeBride({ answers: { weddingVenue, weddingLocation, weddingDate } }));

describe('classifying the venue', () => {
  it('reads a December cathedral in Maine as a cold, formal, indoor winter church wedding', () => {
    const venue = classifyVenue(emma);
    expect(venue).toMatchObject({ type: 'church', setting: 'indoor', formality: 'formal' });
    expect(venue.season.season).toBe('winter');
    expect(venue.climate.climate).toBe('cold');
  });

  it('reads a Tulum beach club in July as a hot, casual, outdoor beach wedding on sand', () => {
    const venue = classifyVenue(maya);
    expect(venue).toMatchObject({ type: 'beach', setting: 'outdoor', formality: 'casual', ground: 'sand' });
    expect(venue.season.season).toBe('summer');
    expect(venue.climate.climate).toBe('hot');
  });

  it('makes a ballroom with a glamorous vibe and "black-tie" in her words black-tie', () => {
    expect(classifyVenue(sofia)).toMatchObject({ type: 'ballroom', formality: 'black-tie' });
  });

  it('flips the seasons south of the equator', () => {
    expect(venueOf('Gunners Barracks', 'Sydney, Australia', '2026-07-10').season).toMatchObject({
      season: 'winter',
      hemisphere: 'southern',
    });
    expect(venueOf('Gunners Barracks', 'Sydney, NSW', '2027-01-09').season.season).toBe('summer');
    expect(venueOf('Vineyard Estate', 'Cape Town, South Africa', '2026-10-03').season.season).toBe('spring');
    // Melbourne, Florida is in the north.
    expect(venueOf('Riverside Hall', 'Melbourne, FL', '2026-07-10').season.season).toBe('summer');
  });

  it('knows the common kinds of venue from their names', () => {
    expect(venueOf('Sunset Ranch', 'Austin, TX').type).toBe('barn');
    expect(venueOf("Stag's Leap Winery", 'Napa, CA').type).toBe('vineyard');
    expect(venueOf('Brooklyn Botanic Garden', 'Brooklyn, NY').type).toBe('garden');
    expect(venueOf('San Francisco City Hall', 'San Francisco, CA').type).toBe('courthouse');
    expect(venueOf('Timberline Lodge', 'Mount Hood, OR').type).toBe('mountain');
    expect(venueOf('Oheka Castle', 'Huntington, NY').type).toBe('estate');
    expect(venueOf("My parents' backyard", 'Boise, ID').type).toBe('backyard');
    expect(venueOf('The Wythe Rooftop', 'Brooklyn, NY')).toMatchObject({ type: 'city', setting: 'outdoor' });
    expect(venueOf('Hotel del Coronado', 'San Diego, CA').type).toBe('hotel');
    expect(venueOf('Wailea Beach Resort', 'Maui, Hawaii').type).toBe('beach');
    expect(venueOf('Sanctuary Camelback Resort', 'Scottsdale, Arizona').type).toBe('hotel');
    expect(venueOf('Chateau Montelena', 'Calistoga, CA').type).toBe('estate');
    expect(venueOf('Far Niente', 'Napa Valley, CA').type).toBe('vineyard');
    expect(venueOf('The Foundry', 'Long Island City, NY').type).toBe('unknown');
  });

  it('calls Arizona in July hot and Minnesota in January cold, but not the other way round', () => {
    expect(venueOf('Desert Botanical Garden', 'Phoenix, Arizona', '2026-07-11').climate.climate).toBe('hot');
    expect(venueOf('Desert Botanical Garden', 'Phoenix, Arizona', '2027-01-16').climate.climate).toBeNull();
    expect(venueOf('Town Hall', 'Duluth, MN', '2027-01-16').climate.climate).toBe('cold');
    expect(venueOf('Town Hall', 'Duluth, MN', '2026-07-11').climate.climate).toBeNull();
  });
});

describe('the venue step', () => {
  it('describes the day and what the dress must do there from the rules that apply', () => {
    const church = analyzeVenue(contextFor(emma));
    expect(church).toMatchObject({ venueType: 'church', season: 'winter', website: null, citations: [] });
    expect(church.summary).toContain("St. Luke's Cathedral");
    expect(church.summary).toContain('Portland, Maine');
    expect(church.summary).toMatch(/winter/);
    expect(church.summary).toMatch(/indoors/);
    expect(church.vibe).toMatch(/Winter church: sleeves or long-sleeve lace, or a cover-up/);

    const beach = analyzeVenue(contextFor(maya));
    expect(beach.summary).toContain('Playa Paraíso Beach Club');
    expect(beach.summary).toMatch(/outdoors on sand/);
    expect(beach.vibe).toMatch(/chiffon or crepe and a sweep train/);
    expect(beach.vibe).toMatch(/breathable fabrics/);
  });

  it('tells the consultant a lawn ceremony needs a bustle or a short train', () => {
    const garden = analyzeVenue(
      contextFor(
        makeBride({
          answers: {
            weddingVenue: 'Longwood Gardens',
            weddingLocation: 'Kennett Square, PA',
            weddingDate: '2026-05-16',
          },
        }),
      ),
    );
    expect(garden).toMatchObject({ venueType: 'garden', setting: 'outdoor', season: 'spring' });
    expect(garden.vibe).toMatch(/drags on grass/);
    expect(garden.vibe).toMatch(/bustle/);
  });

  it('says so when there is no venue or date instead of inventing one', () => {
    const unknown = analyzeVenue(contextFor(makeBride({ name: 'Quinn' })));
    expect(unknown).toMatchObject({ venueType: 'unknown', setting: 'unknown', season: null });
    expect(unknown.summary).toMatch(/has not named yet/);
    expect(unknown.summary).toMatch(/No wedding date yet/);
  });
});
