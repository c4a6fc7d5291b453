ALTER TABLE `tracking_events` ADD `event_id` text;--> statement-breakpoint
-- Orders placed were already stored once per event id (decision 034): their ids carry over.
UPDATE `tracking_events` SET `event_id` = json_extract(`payload`, '$.event_id')
WHERE `type` = 'order' AND json_extract(`payload`, '$.event_id') IS NOT NULL
  AND `id` = (
    SELECT MIN(`earlier`.`id`) FROM `tracking_events` AS `earlier`
    WHERE `earlier`.`type` = 'order' AND json_extract(`earlier`.`payload`, '$.event_id') = json_extract(`tracking_events`.`payload`, '$.event_id')
  );--> statement-breakpoint
CREATE UNIQUE INDEX `tracking_events_event_id_idx` ON `tracking_events` (`type`,`event_id`);
