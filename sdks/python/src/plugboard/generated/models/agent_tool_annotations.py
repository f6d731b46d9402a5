from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="AgentToolAnnotations")


@_attrs_define
class AgentToolAnnotations:
    """Hints for clients (which calls need a human's confirmation).

    Attributes:
        title (str): A short human title.
        read_only_hint (bool): The tool only reads.
        destructive_hint (bool): The tool may delete or overwrite.
        idempotent_hint (bool): Repeating a call with the same arguments changes nothing more.
        open_world_hint (bool): The tool reaches an outside system (the connected tool).
    """

    title: str
    read_only_hint: bool
    destructive_hint: bool
    idempotent_hint: bool
    open_world_hint: bool

    def to_dict(self) -> dict[str, Any]:
        title = self.title

        read_only_hint = self.read_only_hint

        destructive_hint = self.destructive_hint

        idempotent_hint = self.idempotent_hint

        open_world_hint = self.open_world_hint

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "title": title,
                "readOnlyHint": read_only_hint,
                "destructiveHint": destructive_hint,
                "idempotentHint": idempotent_hint,
                "openWorldHint": open_world_hint,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        title = d.pop("title")

        read_only_hint = d.pop("readOnlyHint")

        destructive_hint = d.pop("destructiveHint")

        idempotent_hint = d.pop("idempotentHint")

        open_world_hint = d.pop("openWorldHint")

        agent_tool_annotations = cls(
            title=title,
            read_only_hint=read_only_hint,
            destructive_hint=destructive_hint,
            idempotent_hint=idempotent_hint,
            open_world_hint=open_world_hint,
        )

        return agent_tool_annotations
