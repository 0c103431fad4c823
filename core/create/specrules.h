#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>

struct Image;

/// The platform's rules for a new instance (docs/platform-api.yaml, POST /v1/instances), checked
/// before it is asked, so that the wizard says what is wrong on the page where it can be fixed.
/// Each check returns a sentence in the user's words, or an empty string.
class SpecRules
{
    Q_DECLARE_TR_FUNCTIONS(SpecRules)

public:
    static constexpr int kMaxNameLength = 40;
    static constexpr int kMaxGpus = 8;
    static constexpr int kMinSystemDiskGb = 20;
    static constexpr int kMaxSystemDiskGb = 500;
    static constexpr int kMaxDataDiskGb = 2000;
    static constexpr int kMaxPorts = 5;
    static constexpr int kMinPort = 1024;

    /// 1 to 40 printable characters of any script; surrounding spaces are not part of it.
    static QString nameProblem(const QString &name);
    static QString gpuCountProblem(int count);
    /// The system disk holds the image and whatever is installed on top of it.
    static QString systemDiskProblem(int gb, const Image *image);
    static QString dataDiskProblem(int gb);
    /// Up to 5 distinct service ports, 1024 to 65535.
    static QString portsProblem(const QList<int> &ports);
    /// "6006, 7860" (commas, spaces or Chinese commas between) → the ports; `problem` gets what is
    /// wrong with the text or the ports (empty when nothing is).
    static QList<int> parsePorts(const QString &text, QString *problem);

    /// The system disk a new instance gets by default: the image's size or the free size,
    /// whichever is larger (what the platform does when none is given).
    static int defaultSystemDiskGb(const Image *image, int freeGb);
};
