#pragma once

#include "platform/http/apierror.h"
#include "platform/instances/instancespec.h"

class Catalog;
class CustomImages;
class JsonBody;

/// Reads the instance routes' bodies into InstanceService's typed inputs, field by field in the
/// contract's order, so the first problem found is the one docs/platform-api.yaml says is
/// answered (400 invalid_argument with {field, reason}).
class InstanceSpecParser
{
public:
    InstanceSpecParser(const Catalog &catalog, const CustomImages &images);

    /// A create body; `walletId` is whose custom images the image may be.
    Outcome<CreateSpec> create(JsonBody &body, qint64 walletId) const;
    /// A start body (problems travel in the spec: ownership is checked first).
    static StartSpec start(JsonBody &body);
    /// A PATCH body: a malformed body or an unknown field is refused at once, a field's problem
    /// travels in the patch (ownership and state are checked first).
    static Outcome<InstancePatch> patch(JsonBody &body);
    /// A save-image body: its name.
    static Outcome<QString> imageName(JsonBody &body);
    static Outcome<FaultKnobs> faults(JsonBody &body);
    /// POST .../stop: an empty body, or {"reason": "user" | "idle"} (an autostop says so).
    static Outcome<StateReason> stopReason(JsonBody &body);

    /// Why a display name is refused ("empty", "too_long", "not_printable"), or empty: 1–40
    /// printable characters, any script.
    static QString nameProblem(const QString &name);
    /// The most a startup script may hold, in bytes of UTF-8 (64 KiB).
    static constexpr qsizetype kMaxStartupScriptBytes = 64 * 1024;
    /// Reads `startup_script` (present in the body): a script, or none for null and "". A problem
    /// is recorded in the body.
    static std::optional<QString> startupScript(JsonBody &body);

private:
    const Catalog &m_catalog;
    const CustomImages &m_images;
};
