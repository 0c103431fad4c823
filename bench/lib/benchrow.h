#pragma once

#include <QJsonDocument>
#include <QJsonObject>
#include <QString>

#include <cstdio>
#include <optional>

/// One figure of the table bench/run-all makes, printed as a line "BENCH {json}" beside the
/// benchmark's own words (bench/lib/report.sh is the same for the shell benchmarks).
struct BenchRow
{
    QString id;
    QString what;
    QString peer;
    QString gpudesk; ///< the figure with its unit
    QString peerFigure;
    std::optional<double> ratio; ///< none where the target is not a ratio
    QString target; ///< in words: ">= 1.0x", "<= 16 ms"
    std::optional<bool> met; ///< none: nothing to meet

    void print() const
    {
        QJsonObject o{{QStringLiteral("id"), id},
                      {QStringLiteral("what"), what},
                      {QStringLiteral("peer"), peer},
                      {QStringLiteral("gpudesk"), gpudesk},
                      {QStringLiteral("peer_figure"), peerFigure},
                      {QStringLiteral("ratio"), ratio ? QJsonValue(*ratio) : QJsonValue()},
                      {QStringLiteral("target"), target},
                      {QStringLiteral("met"), met ? QJsonValue(*met) : QJsonValue()}};
        std::printf("BENCH %s\n", QJsonDocument(o).toJson(QJsonDocument::Compact).constData());
        std::fflush(stdout);
    }
};
