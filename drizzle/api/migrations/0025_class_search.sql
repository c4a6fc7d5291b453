-- Catalog search on SQLite FTS5 (issue 29, decision 072): one row per class with the words a
-- customer may look for — the class's name and description, its class type's name, the names of
-- its menu's meals and its kitchen's name and city. The row's rowid is the class's start (Unix
-- seconds) × 10,000,000 + its id, so a search of a date window reads only that window's rows,
-- however many classes the shop has held. Triggers keep it in step with every write of those
-- tables, so no service can forget it (the seed and the bench's grown database are indexed by the
-- same triggers).
CREATE VIRTUAL TABLE `class_search` USING fts5(
	`class_id` UNINDEXED, `name`, `description`, `type_name`, `meal_names`, `kitchen`,
	tokenize = 'porter unicode61 remove_diacritics 2',
	prefix = '2 3'
);
--> statement-breakpoint
-- What a class's row holds, read from the source tables (the triggers and the first fill insert it).
CREATE VIEW `class_search_source` AS
SELECT
	CAST(strftime('%s', c.`date`) AS INTEGER) * 10000000 + c.`id` AS `search_key`,
	c.`id` AS `class_id`,
	c.`name` AS `name`,
	c.`description` AS `description`,
	coalesce((SELECT t.`name` FROM `class_types` t WHERE t.`id` = c.`class_type_id`), '') AS `type_name`,
	coalesce((SELECT group_concat(m.`name`, ' ') FROM `menu_meals` mm JOIN `meals` m ON m.`id` = mm.`meal_id` WHERE mm.`menu_id` = c.`menu_id`), '') AS `meal_names`,
	coalesce((SELECT l.`name` || ' ' || l.`city` FROM `locations` l WHERE l.`id` = c.`location_id`), '') AS `kitchen`
FROM `classes` c;
--> statement-breakpoint
INSERT INTO `class_search` (`rowid`, `class_id`, `name`, `description`, `type_name`, `meal_names`, `kitchen`) SELECT * FROM `class_search_source`;
--> statement-breakpoint
CREATE TRIGGER `class_search_class_insert` AFTER INSERT ON `classes` BEGIN
	INSERT INTO `class_search` (`rowid`, `class_id`, `name`, `description`, `type_name`, `meal_names`, `kitchen`) SELECT * FROM `class_search_source` WHERE `class_id` = new.`id`;
END;
--> statement-breakpoint
-- Only the columns searched and the start: a seat taken or a status changed leaves the index alone.
CREATE TRIGGER `class_search_class_update` AFTER UPDATE OF `id`, `date`, `name`, `description`, `class_type_id`, `menu_id`, `location_id` ON `classes` BEGIN
	DELETE FROM `class_search` WHERE `rowid` = CAST(strftime('%s', old.`date`) AS INTEGER) * 10000000 + old.`id`;
	INSERT INTO `class_search` (`rowid`, `class_id`, `name`, `description`, `type_name`, `meal_names`, `kitchen`) SELECT * FROM `class_search_source` WHERE `class_id` = new.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `class_search_class_delete` AFTER DELETE ON `classes` BEGIN
	DELETE FROM `class_search` WHERE `rowid` = CAST(strftime('%s', old.`date`) AS INTEGER) * 10000000 + old.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `class_search_type_update` AFTER UPDATE OF `name` ON `class_types` BEGIN
	UPDATE `class_search` SET `type_name` = new.`name`
	WHERE `rowid` IN (SELECT CAST(strftime('%s', `date`) AS INTEGER) * 10000000 + `id` FROM `classes` WHERE `class_type_id` = new.`id`);
END;
--> statement-breakpoint
CREATE TRIGGER `class_search_kitchen_update` AFTER UPDATE OF `name`, `city` ON `locations` BEGIN
	UPDATE `class_search` SET `kitchen` = new.`name` || ' ' || new.`city`
	WHERE `rowid` IN (SELECT CAST(strftime('%s', `date`) AS INTEGER) * 10000000 + `id` FROM `classes` WHERE `location_id` = new.`id`);
END;
--> statement-breakpoint
CREATE TRIGGER `class_search_meal_update` AFTER UPDATE OF `name` ON `meals` BEGIN
	UPDATE `class_search` SET `meal_names` = (SELECT s.`meal_names` FROM `class_search_source` s WHERE s.`class_id` = `class_search`.`class_id`)
	WHERE `rowid` IN (SELECT CAST(strftime('%s', `date`) AS INTEGER) * 10000000 + `id` FROM `classes` WHERE `menu_id` IN (SELECT `menu_id` FROM `menu_meals` WHERE `meal_id` = new.`id`));
END;
--> statement-breakpoint
CREATE TRIGGER `class_search_menu_meal_insert` AFTER INSERT ON `menu_meals` BEGIN
	UPDATE `class_search` SET `meal_names` = (SELECT s.`meal_names` FROM `class_search_source` s WHERE s.`class_id` = `class_search`.`class_id`)
	WHERE `rowid` IN (SELECT CAST(strftime('%s', `date`) AS INTEGER) * 10000000 + `id` FROM `classes` WHERE `menu_id` = new.`menu_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `class_search_menu_meal_update` AFTER UPDATE OF `menu_id`, `meal_id` ON `menu_meals` BEGIN
	UPDATE `class_search` SET `meal_names` = (SELECT s.`meal_names` FROM `class_search_source` s WHERE s.`class_id` = `class_search`.`class_id`)
	WHERE `rowid` IN (SELECT CAST(strftime('%s', `date`) AS INTEGER) * 10000000 + `id` FROM `classes` WHERE `menu_id` IN (old.`menu_id`, new.`menu_id`));
END;
--> statement-breakpoint
CREATE TRIGGER `class_search_menu_meal_delete` AFTER DELETE ON `menu_meals` BEGIN
	UPDATE `class_search` SET `meal_names` = (SELECT s.`meal_names` FROM `class_search_source` s WHERE s.`class_id` = `class_search`.`class_id`)
	WHERE `rowid` IN (SELECT CAST(strftime('%s', `date`) AS INTEGER) * 10000000 + `id` FROM `classes` WHERE `menu_id` = old.`menu_id`);
END;
