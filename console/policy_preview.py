"""What importing a policy file would change, read before it replaces the policy.

The daemon is the judge of a file (it names the line it refuses); this reads only the
documented shape, `policy: {entities: [...]}` and `grants: [{tool, entity_type}]`, to say
what would be added and removed. Anything else gets None: no preview, the daemon decides.
"""

from __future__ import annotations

from collections.abc import Iterable

import yaml


def policy_file_changes(text: str, grants: Iterable[tuple[str, str]], tokenized: Iterable[str]) -> list[str] | None:
    """One line per change the file makes to these grants and tokenized types (empty: none),
    or None when the file is not the documented shape."""
    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError:
        return None
    if not isinstance(data, dict) or not isinstance(data.get("policy"), dict):
        return None
    entities = data["policy"].get("entities")
    items = data.get("grants")
    if not isinstance(entities, list) or not isinstance(items, list):
        return None
    if not all(isinstance(e, str) for e in entities):
        return None
    if not all(isinstance(g, dict) and isinstance(g.get("tool"), str) and isinstance(g.get("entity_type"), str)
               for g in items):
        return None
    new_grants = {(g["tool"], g["entity_type"]) for g in items}
    old_grants, old_types, new_types = set(grants), list(tokenized), list(dict.fromkeys(entities))
    lines = [f"  + tokenize {entity}" for entity in new_types if entity not in old_types]
    lines += [f"  - stop tokenizing {entity} (it reaches the model in clear)" for entity in old_types
              if entity not in new_types]
    lines += [f"  + {tool} may receive {entity}" for tool, entity in sorted(new_grants - old_grants)]
    lines += [f"  - {tool} no longer receives {entity}" for tool, entity in sorted(old_grants - new_grants)]
    return lines
