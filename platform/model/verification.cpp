#include "platform/model/verification.h"

#include <array>
#include <utility>

using namespace Qt::StringLiterals;

namespace {

constexpr std::array<std::pair<Verification, QStringView>, 4> kWords{{
    {Verification::None, u"none"},
    {Verification::Pending, u"pending"},
    {Verification::Approved, u"approved"},
    {Verification::Rejected, u"rejected"},
}};

} // namespace

namespace Verifications {

QString wire(Verification state)
{
    for (const auto &[value, word] : kWords) {
        if (value == state)
            return word.toString();
    }
    return {};
}

std::optional<Verification> parse(QStringView text)
{
    for (const auto &[value, word] : kWords) {
        if (word == text)
            return value;
    }
    return std::nullopt;
}

} // namespace Verifications
