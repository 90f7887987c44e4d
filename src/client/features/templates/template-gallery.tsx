import { SearchX } from "lucide-react";
import { useMemo, useState } from "react";
import type { PublicUser } from "../../../shared/api/auth";
import { BUSINESS_CATEGORY_LABELS } from "../../../shared/catalog/agents";
import { AGENT_TEMPLATES, type AgentTemplate } from "../../../shared/catalog/templates";
import { Button } from "../../ui/button";
import { Field } from "../../ui/field";
import { Options, Select } from "../../ui/select";
import { TextField } from "../../ui/text-field";
import { CustomizeTemplateDialog } from "./customize-template-dialog";
import { TemplateCard } from "./template-card";
import {
  ALL_CATEGORIES,
  type CategoryFilter,
  filterTemplates,
  isCategoryFilter,
  templateCategories,
} from "./template-filter";

const CATEGORIES_WITH_TEMPLATES = templateCategories(AGENT_TEMPLATES);

/** The gallery of the 12 built-in templates, searchable and filtered by category. */
export function TemplateGallery({ user }: { user: PublicUser | null }) {
  const [search, setSearch] = useState("");
  const [category, setCategory] = useState<CategoryFilter>(ALL_CATEGORIES);
  const [chosenTemplate, setChosenTemplate] = useState<AgentTemplate | null>(null);
  const shownTemplates = useMemo(
    () => filterTemplates(AGENT_TEMPLATES, { search, category }),
    [search, category],
  );

  return (
    <>
      <search className="grid gap-4 sm:grid-cols-[1fr_16rem]">
        <TextField
          label="Search templates"
          type="search"
          placeholder="Try “appointments” or “restaurant”"
          value={search}
          onValueChange={setSearch}
        />
        <Field label="Category">
          {(control) => (
            <Select
              {...control}
              value={category}
              onChange={(event) => {
                const chosen = event.target.value;
                if (isCategoryFilter(chosen, CATEGORIES_WITH_TEMPLATES)) setCategory(chosen);
              }}
            >
              <option value={ALL_CATEGORIES}>All categories</option>
              <Options
                items={CATEGORIES_WITH_TEMPLATES}
                label={(option) => BUSINESS_CATEGORY_LABELS[option]}
              />
            </Select>
          )}
        </Field>
      </search>

      <p role="status" className="mt-6 mb-4 text-sm text-muted-foreground">
        {shownTemplates.length === AGENT_TEMPLATES.length
          ? `${AGENT_TEMPLATES.length} templates`
          : `${shownTemplates.length} of ${AGENT_TEMPLATES.length} templates`}
      </p>

      {shownTemplates.length > 0 ? (
        <ul aria-label="Templates" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {shownTemplates.map((template) => (
            <li key={template.id}>
              <TemplateCard template={template} onChoose={() => setChosenTemplate(template)} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed border-border-strong px-6 py-14 text-center">
          <SearchX aria-hidden="true" className="size-8 text-muted-foreground" />
          <div>
            <h2 className="font-semibold">No templates match your search</h2>
            <p className="mt-1 text-sm text-muted-foreground">
              Try other words or another category, or start from a blank agent on the main screen.
            </p>
          </div>
          <Button
            variant="outline"
            onClick={() => {
              setSearch("");
              setCategory(ALL_CATEGORIES);
            }}
          >
            Show all templates
          </Button>
        </div>
      )}

      <CustomizeTemplateDialog
        template={chosenTemplate}
        user={user}
        onClose={() => setChosenTemplate(null)}
      />
    </>
  );
}
