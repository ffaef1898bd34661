-- sqlite SQL of the jobs list and search queries, parameters as placeholders.
-- Written by `npm run queries` from server/src/dev/query-cases.ts: do not edit.

-- jobs.repository jobsPageQuery: two flags held, page 1
select "j"."id", "j"."type", "j"."title", "j"."status", "j"."attempts", "j"."max_attempts", "j"."last_error", "j"."flags", "j"."cancel_requested", "j"."progress_done", "j"."progress_total", "f"."id" as "result_file_id", "f"."name" as "result_file_name", "o"."email" as "operator_email", "j"."created_at", "j"."updated_at" from "jobs" as "j" left join "operators" as "o" on "o"."id" = "j"."operator_id" left join "files" as "f" on "f"."id" = "j"."result_file_id" and "f"."shop_id" = "j"."shop_id" and "f"."removed_at" is null where "j"."shop_id" = ? and ("j"."flags" <> '' and replace(replace((',' || "j"."flags" || ','), ?, ','), ?, ',') = ',') order by "j"."created_at" desc, "j"."id" desc limit ?;

-- jobs.repository jobsPageQuery: status, no flag held, next page
select "j"."id", "j"."type", "j"."title", "j"."status", "j"."attempts", "j"."max_attempts", "j"."last_error", "j"."flags", "j"."cancel_requested", "j"."progress_done", "j"."progress_total", "f"."id" as "result_file_id", "f"."name" as "result_file_name", "o"."email" as "operator_email", "j"."created_at", "j"."updated_at" from "jobs" as "j" left join "operators" as "o" on "o"."id" = "j"."operator_id" left join "files" as "f" on "f"."id" = "j"."result_file_id" and "f"."shop_id" = "j"."shop_id" and "f"."removed_at" is null where "j"."shop_id" = ? and ("j"."flags" <> '' and (',' || "j"."flags" || ',') = ',') and "j"."status" = ? and ("j"."created_at", "j"."id") < (?, ?) order by "j"."created_at" desc, "j"."id" desc limit ?;

-- jobs.repository failedRowCounts: the jobs of a page
SELECT b.job_id, COUNT(*) AS n FROM job_batches b, json_each(b.outcomes) e
WHERE b.job_id IN (?, ?, ?) AND json_extract(e.value, '$.status') = 'failed' GROUP BY b.job_id;
