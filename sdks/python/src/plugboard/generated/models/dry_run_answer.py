from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.dry_run_answer_dry_run import DryRunAnswerDryRun


T = TypeVar("T", bound="DryRunAnswer")


@_attrs_define
class DryRunAnswer:
    """What a call would send (`Plugboard-Dry-Run: true`); nothing reached the tool.

    Attributes:
        dry_run (DryRunAnswerDryRun):
    """

    dry_run: DryRunAnswerDryRun

    def to_dict(self) -> dict[str, Any]:
        dry_run = self.dry_run.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "dryRun": dry_run,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.dry_run_answer_dry_run import DryRunAnswerDryRun

        d = dict(src_dict)
        dry_run = DryRunAnswerDryRun.from_dict(d.pop("dryRun"))

        dry_run_answer = cls(
            dry_run=dry_run,
        )

        return dry_run_answer
