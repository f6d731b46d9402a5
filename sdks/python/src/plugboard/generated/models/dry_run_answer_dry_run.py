from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.dry_run_answer_dry_run_mapping_type_1 import (
        DryRunAnswerDryRunMappingType1,
    )
    from ..models.planned_request import PlannedRequest


T = TypeVar("T", bound="DryRunAnswerDryRun")


@_attrs_define
class DryRunAnswerDryRun:
    """
    Attributes:
        requests (list[PlannedRequest]): The requests the call would send, in order (a read before a write comes first).
        mapping (DryRunAnswerDryRunMappingType1 | None): For unified calls, which fields map to which paths of the
            tool's records (the fields sent, for writes).
        notes (list[str]): What would happen beyond these requests (later pages, a token refresh, a read-back).
    """

    requests: list[PlannedRequest]
    mapping: DryRunAnswerDryRunMappingType1 | None
    notes: list[str]

    def to_dict(self) -> dict[str, Any]:
        from ..models.dry_run_answer_dry_run_mapping_type_1 import (
            DryRunAnswerDryRunMappingType1,
        )

        requests = []
        for requests_item_data in self.requests:
            requests_item = requests_item_data.to_dict()
            requests.append(requests_item)

        mapping: dict[str, Any] | None
        if isinstance(self.mapping, DryRunAnswerDryRunMappingType1):
            mapping = self.mapping.to_dict()
        else:
            mapping = self.mapping

        notes = self.notes

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "requests": requests,
                "mapping": mapping,
                "notes": notes,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.dry_run_answer_dry_run_mapping_type_1 import (
            DryRunAnswerDryRunMappingType1,
        )
        from ..models.planned_request import PlannedRequest

        d = dict(src_dict)
        requests = []
        _requests = d.pop("requests")
        for requests_item_data in _requests:
            requests_item = PlannedRequest.from_dict(requests_item_data)

            requests.append(requests_item)

        def _parse_mapping(data: object) -> DryRunAnswerDryRunMappingType1 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                mapping_type_1 = DryRunAnswerDryRunMappingType1.from_dict(data)

                return mapping_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DryRunAnswerDryRunMappingType1 | None, data)

        mapping = _parse_mapping(d.pop("mapping"))

        notes = cast(list[str], d.pop("notes"))

        dry_run_answer_dry_run = cls(
            requests=requests,
            mapping=mapping,
            notes=notes,
        )

        return dry_run_answer_dry_run
