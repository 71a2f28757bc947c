-- Posters name the frame type they hang in (spec §4 "Frame picker": the first frame choice
-- frames every poster of the same type; frames carry metadata.frame_type 'wood' or 'metal').
-- Databases seeded before the posters carried it get the seed's rule: photographs and
-- hard-edged graphics metal, every other print (artists' uploads too) wood; personalised
-- posters and photo uploads are never hung on a wall and stay as they are. Rows that name a
-- type keep it.
UPDATE product
SET metadata = metadata || jsonb_build_object(
  'frame_type',
  CASE WHEN art->>'style' IN ('photographic', 'geometric', 'city-skyline') THEN 'metal' ELSE 'wood' END
)
WHERE type = 1
  AND NOT metadata ? 'frame_type'
  AND NOT metadata ? 'template'
  AND coalesce(metadata->>'byop', 'false') <> 'true';
